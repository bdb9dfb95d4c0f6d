import type { Iri } from './json-ld';

/** Read access of a user to a department. */
export type UserDepartmentAccess = {
  '@id': Iri;
  '@type'?: string;
  user?: Iri;
  department: Iri;
  readBool: boolean;
};
