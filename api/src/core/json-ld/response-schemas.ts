import type { RouteOptions } from 'fastify';
import type { FieldKind, ResourceType } from './resource-types.ts';

type JsonSchema = Record<string, unknown>;

const KIND_SCHEMAS: Record<FieldKind, JsonSchema> = {
  text: { type: 'string' },
  dateTime: { type: 'string', format: 'date-time' },
  integer: { type: 'integer' },
  number: { type: 'number' },
  flag: { type: 'boolean' },
  reference: { description: 'IRI, embedded item or id (docs/api-contract.md §1.2)' },
  list: { type: 'array', items: {} },
  json: { description: 'any JSON value' },
};

/** A JSON-LD item of one contract type; fields beyond the listed ones may follow. */
function itemSchema(shortName: string, fields: Readonly<Record<string, FieldKind>>): JsonSchema {
  return {
    type: 'object',
    additionalProperties: true,
    properties: {
      '@context': { type: 'string' },
      '@id': { type: 'string', format: 'iri-reference' },
      '@type': { type: 'string', enum: [shortName] },
      id: { type: 'integer' },
      ...Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, KIND_SCHEMAS[kind]])),
    },
  };
}

function collectionSchema(item: JsonSchema): JsonSchema {
  return {
    type: 'object',
    additionalProperties: true,
    properties: {
      '@context': { type: 'string' },
      '@id': { type: 'string' },
      '@type': { type: 'string', enum: ['hydra:Collection'] },
      'hydra:member': { type: 'array', items: item },
      'hydra:totalItems': { type: 'integer' },
      'hydra:view': { type: 'object', additionalProperties: true },
      'hydra:search': { type: 'object', additionalProperties: true },
    },
  };
}

/** The refusal every operation may answer (`core/errors/error-bodies.ts`): a `hydra:Error`, or a 422 `ConstraintViolationList`. */
const ERROR_SCHEMA: JsonSchema = {
  description: 'hydra:Error (or ConstraintViolationList on 422) with the Spanish reason in `hydra:description`',
  type: 'object',
  additionalProperties: true,
  properties: {
    '@context': { type: 'string' },
    '@type': { type: 'string', enum: ['hydra:Error', 'ConstraintViolationList'] },
    'hydra:title': { type: 'string' },
    'hydra:description': { type: 'string' },
    status: { type: 'integer' },
    violations: {
      type: 'array',
      items: { type: 'object', additionalProperties: true, properties: { propertyPath: { type: 'string' }, message: { type: 'string' }, code: { type: 'string' } } },
    },
  },
};

const RESOURCE_ROUTE = /^\/api\/([a-z_]+)(\/:id)?$/;

function successResponse(method: string, item: JsonSchema, isCollection: boolean): Record<number, JsonSchema> {
  if (method === 'DELETE') return { 204: { description: 'Deleted', type: 'null' } };
  if (method === 'POST') return { 201: item };
  return { 200: isCollection && method === 'GET' ? collectionSchema(item) : item };
}

/**
 * Gives a resource route (`/api/{segment}`, `/api/{segment}/:id`) without a
 * response schema the documented JSON-LD shapes of its type. They document:
 * the body still goes out as the handler built it (plain `JSON.stringify`), so
 * no field is dropped or coerced by a schema.
 */
export function documentResourceResponses(route: RouteOptions, resourceTypes: ReadonlyMap<string, ResourceType>): void {
  const [, segment = '', itemPath] = RESOURCE_ROUTE.exec(route.url) ?? [];
  const resourceType = resourceTypes.get(segment);
  const method = [route.method].flat()[0] ?? 'GET';
  if (!resourceType || route.schema?.response || (route.schema as { hide?: boolean } | undefined)?.hide) return;
  const response = { ...successResponse(method, itemSchema(resourceType.type, resourceType.fields), !itemPath), '4XX': ERROR_SCHEMA };
  route.schema = { ...route.schema, response };
  route.serializerCompiler = () => (data) => JSON.stringify(data);
}
