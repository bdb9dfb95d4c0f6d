import type { Iri, JsonLdItem } from './json-ld';
import type { SubdepartmentSummary } from './subdepartment';
import type { TeamSummary } from './team';

/** A department as embedded in other resources. */
export type DepartmentSummary = JsonLdItem & {
  name: string;
  logo: Iri | null;
  deleted: boolean;
};

export type Department = DepartmentSummary & {
  /** Manager. */
  user: Iri | null;
  /** Direct members. */
  users: Iri[];
  teams: TeamSummary[];
  subdepartments?: SubdepartmentSummary[];
  /** Users must record at least 77 % of their scheduled working day. */
  requireTime: boolean;
  banReason: boolean;
  rejectReason: boolean;
  allowMultitask: boolean;
};
