/** An item's IRI, e.g. `/api/users/5`. */
export type Iri = string;

/** What every JSON-LD item carries besides its own fields. */
export type JsonLdItem = {
  '@id': Iri;
  '@type'?: string;
  '@context'?: string;
  id: number;
};

/** A Hydra collection as the API sends it (prefixed keys, docs/api-contract.md §1.3). */
export type HydraCollection<T> = {
  '@id'?: Iri;
  '@type'?: string;
  '@context'?: string;
  'hydra:member': T[];
  'hydra:totalItems'?: number;
  'hydra:view'?: {
    '@id': string;
    'hydra:first'?: string;
    'hydra:last'?: string;
    'hydra:previous'?: string;
    'hydra:next'?: string;
  };
};
