import type { RegisteredRoute } from '../routing/registered-routes.ts';
import { type ResourceDescription, rangeOf } from './hydra-documentation.ts';

export const DOCS_PATH = '/api/docs.jsonld';
export const ENTRYPOINT_PATH = '/api';
const HYDRA = 'http://www.w3.org/ns/hydra/core#';

/** The error bodies' own contexts (`core/errors/error-bodies.ts`), served under `/api/contexts/{name}`. */
export const ERROR_CONTEXT_NAMES = ['Error', 'ConstraintViolationList'] as const;

/**
 * The context API Platform serves for its error types: the documentation's
 * vocabulary, absolute as API Platform writes it, and the Hydra prefix, so
 * `hydra:description` and `violations` expand as API Platform Admin reads them.
 */
export const errorContext = (origin: string) => ({ '@context': { '@vocab': `${origin}${DOCS_PATH}#`, hydra: HYDRA } });

export const ERROR_CONTEXT_SCHEMA = {
  type: 'object',
  required: ['@context'],
  properties: {
    '@context': { type: 'object', required: ['@vocab', 'hydra'], properties: { '@vocab': { type: 'string' }, hydra: { type: 'string', format: 'uri' } } },
  },
};

const ACTION_TYPES: Record<string, string> = {
  GET: 'schema:FindAction',
  POST: 'schema:CreateAction',
  PUT: 'schema:ReplaceAction',
  PATCH: 'schema:UpdateAction',
  DELETE: 'schema:DeleteAction',
};

const CONTEXT = {
  '@vocab': `${DOCS_PATH}#`,
  hydra: HYDRA,
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  xmls: 'http://www.w3.org/2001/XMLSchema#',
  owl: 'http://www.w3.org/2002/07/owl#',
  schema: 'https://schema.org/',
  domain: { '@id': 'rdfs:domain', '@type': '@id' },
  range: { '@id': 'rdfs:range', '@type': '@id' },
  expects: { '@id': 'hydra:expects', '@type': '@id' },
  returns: { '@id': 'hydra:returns', '@type': '@id' },
};

function operation(route: RegisteredRoute, shortName: string, collection: boolean) {
  const summary = (route.schema as { summary?: string } | undefined)?.summary ?? `${route.method} ${route.url}`;
  const returns = route.method === 'DELETE' ? 'owl:Nothing' : collection && route.method === 'GET' ? 'hydra:Collection' : `#${shortName}`;
  return {
    '@type': ['hydra:Operation', ACTION_TYPES[route.method]],
    'hydra:method': route.method,
    'hydra:title': summary,
    'rdfs:label': summary,
    ...(route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH' ? { expects: `#${shortName}` } : {}),
    returns,
  };
}

function supportedClass(resource: ResourceDescription) {
  const id = `#${resource.shortName}`;
  return {
    '@id': id,
    '@type': 'hydra:Class',
    'rdfs:label': resource.shortName,
    'hydra:title': resource.shortName,
    'hydra:supportedProperty': [...resource.fields].map(([name, field]) => {
      const range = rangeOf(field.schema);
      return {
        '@type': 'hydra:SupportedProperty',
        'hydra:property': { '@id': `${id}/${name}`, '@type': 'rdf:Property', 'rdfs:label': name, domain: id, ...(range ? { range } : {}) },
        'hydra:title': name,
        ...(field.schema.description ? { 'hydra:description': field.schema.description } : {}),
        'hydra:required': field.required,
        'hydra:readable': field.readable,
        'hydra:writeable': field.writable,
      };
    }),
    'hydra:supportedOperation': resource.itemOperations.map((route) => operation(route, resource.shortName, false)),
  };
}

function entrypointProperty(resource: ResourceDescription) {
  const title = `The collection of ${resource.shortName} resources`;
  return {
    '@type': 'hydra:SupportedProperty',
    'hydra:property': {
      '@id': `#Entrypoint/${resource.segment}`,
      '@type': 'hydra:Link',
      domain: '#Entrypoint',
      'rdfs:label': title,
      'rdfs:range': [{ '@id': 'hydra:Collection' }, { 'owl:equivalentClass': { 'owl:onProperty': { '@id': 'hydra:member' }, 'owl:allValuesFrom': { '@id': `#${resource.shortName}` } } }],
      'hydra:supportedOperation': resource.collectionOperations.map((route) => operation(route, resource.shortName, true)),
    },
    'hydra:title': title,
    'hydra:readable': true,
    'hydra:writeable': false,
  };
}

/** The Hydra API documentation (`/api/docs.jsonld`) of the described resources. */
export function hydraDocumentation(resources: readonly ResourceDescription[], title: string) {
  return {
    '@context': CONTEXT,
    '@id': DOCS_PATH,
    'hydra:title': title,
    'hydra:entrypoint': ENTRYPOINT_PATH,
    'hydra:supportedClass': [
      ...resources.map(supportedClass),
      {
        '@id': '#Entrypoint',
        '@type': 'hydra:Class',
        'hydra:title': 'The API entrypoint',
        'hydra:supportedProperty': resources.map(entrypointProperty),
        'hydra:supportedOperation': { '@type': 'hydra:Operation', 'hydra:method': 'GET', 'rdfs:label': 'The API entrypoint.', returns: '#Entrypoint' },
      },
    ],
  };
}

/** The entrypoint (`GET /api`): the collection IRI of every described resource, its context inline. */
export function hydraEntrypoint(resources: readonly ResourceDescription[]) {
  const context: Record<string, unknown> = { '@vocab': `${DOCS_PATH}#`, hydra: HYDRA };
  for (const resource of resources) context[resource.segment] = { '@id': `Entrypoint/${resource.segment}`, '@type': '@id' };
  return {
    '@context': context,
    '@id': ENTRYPOINT_PATH,
    '@type': 'Entrypoint',
    ...Object.fromEntries(resources.map((resource) => [resource.segment, `/api/${resource.segment}`])),
  };
}
