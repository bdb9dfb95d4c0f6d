import type { JsonLdItem } from '@portal/shared-api/entities';
import type { FastifyInstance } from 'fastify';

/** How a field travels: `reference` is an IRI, an embedded item or an id (docs/api-contract.md §1.2). */
export type FieldKind = 'text' | 'dateTime' | 'integer' | 'number' | 'flag' | 'reference' | 'list' | 'json';

type KindOf<V> = [NonNullable<V>] extends [string]
  ? 'text' | 'dateTime' | 'reference'
  : [NonNullable<V>] extends [number]
    ? 'integer' | 'number'
    : [NonNullable<V>] extends [boolean]
      ? 'flag'
      : [NonNullable<V>] extends [readonly unknown[]]
        ? 'list'
        : 'reference' | 'json';

/** Every field of the shared entity `E`, no more: a field added to or dropped from the entity fails `tsc` here. */
type FieldKinds<E> = { [K in keyof Omit<E, keyof JsonLdItem>]-?: KindOf<E[K]> };

export const fieldsOf = <E>(kinds: FieldKinds<E>): Readonly<Record<string, FieldKind>> => kinds;

/** A contract resource type (§1.2): its short name (`User`) and the fields its serializer writes. */
export type ResourceType = { type: string; fields: Readonly<Record<string, FieldKind>> };

/** Resource types by the collection segment of their IRIs (`/api/{segment}/{id}`). */
export type ResourceTypes = Readonly<Record<string, ResourceType>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every resource type the features serve: what the OpenAPI and Hydra documentation are built from. */
    resourceTypes: Map<string, ResourceType>;
  }
}

/**
 * A feature names the resource types it serves before it mounts their routes, whose responses are then documented
 * from them. A segment belongs to one feature.
 */
export function declareResourceTypes(app: FastifyInstance, types: ResourceTypes): void {
  for (const [segment, type] of Object.entries(types)) {
    if (app.resourceTypes.has(segment)) throw new Error(`/api/${segment} is declared by two features`);
    app.resourceTypes.set(segment, type);
  }
}
