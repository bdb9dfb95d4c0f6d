/**
 * Where a route's input schema lets an unbounded string or array through: a
 * declared string without `maxLength` (or a fixed `enum`/`const`), an array
 * without `maxItems`, or a declared field that takes any value at all.
 * Undeclared extra properties are read by no handler; the body limit bounds them.
 */
type Schema = Record<string, unknown>;

const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf'] as const;

export function unboundedPlaces(schema: unknown, place: string): string[] {
  if (schema === true) return [`${place} takes any value`];
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Schema;
  if ('const' in node || 'enum' in node) return [];
  const found: string[] = [];
  for (const list of SUBSCHEMA_LISTS) {
    const options = node[list];
    if (Array.isArray(options)) found.push(...options.flatMap((option, index) => unboundedPlaces(option, `${place}|${index}`)));
  }
  const types = [node.type].flat();
  if (node.type === undefined && !SUBSCHEMA_LISTS.some((list) => list in node)) found.push(`${place} takes any value`);
  if (types.includes('string') && typeof node.maxLength !== 'number') found.push(`${place} (string) has no maxLength`);
  if (types.includes('array')) {
    if (typeof node.maxItems !== 'number') found.push(`${place} (array) has no maxItems`);
    found.push(...unboundedPlaces(node.items ?? true, `${place}[]`));
  }
  if (typeof node.properties === 'object' && node.properties !== null) {
    for (const [name, property] of Object.entries(node.properties)) found.push(...unboundedPlaces(property, `${place}.${name}`));
  }
  if (typeof node.additionalProperties === 'object') found.push(...unboundedPlaces(node.additionalProperties, `${place}.*`));
  if (typeof node.patternProperties === 'object' && node.patternProperties !== null) {
    for (const [pattern, property] of Object.entries(node.patternProperties)) found.push(...unboundedPlaces(property, `${place}.${pattern}`));
  }
  return found;
}
