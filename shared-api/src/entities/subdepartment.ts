import type { Iri, JsonLdItem } from './json-ld';
import type { TeamSummary } from './team';

/** The per-sub-department powers of its manager (defaults: calendar on, the rest off). */
export type SubdepartmentManagerFlags = {
  managerTasks: boolean;
  managerCalendar: boolean;
  managerMedical: boolean;
  managerReports: boolean;
};

/** A sub-department as embedded in other resources (e.g. the session user's). */
export type SubdepartmentSummary = JsonLdItem &
  SubdepartmentManagerFlags & {
    name: string;
    deleted: boolean;
    department: Iri;
  };

export type Subdepartment = SubdepartmentSummary & {
  /** Manager. */
  user: Iri;
  teams: TeamSummary[];
};
