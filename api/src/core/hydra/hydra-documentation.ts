import type { RegisteredRoute } from '../routing/registered-routes.ts';
import type { ResourceType } from '../json-ld/resource-types.ts';

type JsonSchema = { type?: string | string[]; format?: string; properties?: Record<string, JsonSchema>; required?: string[]; anyOf?: JsonSchema[]; description?: string };

/** What the route schemas say of one resource type: its fields and the operations served on it. */
export type ResourceDescription = {
  segment: string;
  shortName: string;
  fields: Map<string, { schema: JsonSchema; readable: boolean; writable: boolean; required: boolean }>;
  collectionOperations: RegisteredRoute[];
  itemOperations: RegisteredRoute[];
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const SERVED_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const PAGINATION = new Set(['page', 'itemsPerPage', 'pagination']);

function schemaOf(route: RegisteredRoute, part: 'body' | 'querystring' | 'params'): JsonSchema | undefined {
  return (route.schema as Record<string, JsonSchema | undefined> | undefined)?.[part];
}

/** The item a route answers: a collection's member, not the collection's own keys. */
function successSchema(route: RegisteredRoute): JsonSchema | undefined {
  const responses = (route.schema as { response?: Record<string, JsonSchema> } | undefined)?.response;
  const success = responses?.[200] ?? responses?.[201];
  return (success?.properties?.['hydra:member'] as { items?: JsonSchema } | undefined)?.items ?? success;
}

/** The filters a collection's query schema names (paging parameters aside). */
export function filterNames(querystring: unknown): string[] {
  return Object.keys((querystring as JsonSchema | undefined)?.properties ?? {}).filter((name) => !PAGINATION.has(name));
}

/** Groups the /api routes by contract type, with the fields their request and response schemas declare. */
export function describeResources(routes: readonly RegisteredRoute[], resourceTypes: ReadonlyMap<string, ResourceType>): ResourceDescription[] {
  const described: ResourceDescription[] = [];
  for (const [segment, { type: shortName }] of resourceTypes) {
    const collectionUrl = `/api/${segment}`;
    const served = routes.filter((route) => SERVED_METHODS.has(route.method));
    const collectionOperations = served.filter((route) => route.url === collectionUrl);
    const itemOperations = served.filter((route) => route.url === `${collectionUrl}/:id`);
    if (collectionOperations.length + itemOperations.length === 0) continue;
    const resource: ResourceDescription = { segment, shortName, fields: new Map(), collectionOperations, itemOperations };
    for (const route of itemOperations) {
      for (const name of Object.keys(schemaOf(route, 'params')?.properties ?? {})) addField(resource, name, { type: 'integer' }, { readable: true });
    }
    for (const route of [...collectionOperations, ...itemOperations]) {
      const body = schemaOf(route, 'body');
      if (WRITE_METHODS.has(route.method) && body?.properties) {
        for (const [name, schema] of Object.entries(body.properties)) {
          addField(resource, name, schema, { readable: true, writable: true, required: route.method === 'POST' && (body.required ?? []).includes(name) });
        }
      }
      const response = successSchema(route);
      for (const [name, schema] of Object.entries(response?.properties ?? {})) if (!name.startsWith('@')) addField(resource, name, schema, { readable: true });
    }
    described.push(resource);
  }
  return described;
}

function addField(resource: ResourceDescription, name: string, schema: JsonSchema, flags: { readable?: boolean; writable?: boolean; required?: boolean }) {
  const known = resource.fields.get(name);
  resource.fields.set(name, {
    schema: known?.schema ?? schema,
    readable: Boolean(known?.readable || flags.readable),
    writable: Boolean(known?.writable || flags.writable),
    required: Boolean(known?.required || flags.required),
  });
}

/** The XML Schema range of a JSON Schema value; a relation (IRI, object or id) is left open as it may take several forms. */
export function rangeOf(schema: JsonSchema): string | undefined {
  if (schema.format === 'date-time') return 'xmls:dateTime';
  if (schema.format === 'date') return 'xmls:date';
  switch (schema.type) {
    case 'string':
      return 'xmls:string';
    case 'integer':
      return 'xmls:integer';
    case 'number':
      return 'xmls:decimal';
    case 'boolean':
      return 'xmls:boolean';
    default:
      return undefined;
  }
}
