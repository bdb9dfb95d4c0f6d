/** API Platform's `hydra:search` of a collection: the filters its route's query schema names, as an IRI template. */
export function searchTemplate(path: string, filters: readonly string[]) {
  return {
    '@type': 'hydra:IriTemplate',
    'hydra:template': `${path}{?${filters.join(',')}}`,
    'hydra:variableRepresentation': 'BasicRepresentation',
    'hydra:mapping': filters.map((variable) => ({ '@type': 'IriTemplateMapping', variable, property: variable, required: false })),
  };
}
