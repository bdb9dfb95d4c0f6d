import type { DepartmentSummary } from './department';
import type { Iri, JsonLdItem } from './json-ld';
import type { Justification } from './justification';
import type { Municipio } from './location';
import type { Role } from './role';
import type { TeamSummary, UserTeam } from './team';
import type { UserDepartmentAccess } from './user-department-access';
import type { UserSchedule } from './user-schedule';
import type { WorkSchedule } from './work-schedule';

/** A user as embedded in other resources. */
export type UserSummary = JsonLdItem & {
  name?: string | null;
  email: string;
  /** `/api/media_objects/{id}` (or a bare id from older servers). */
  image: Iri | number | null;
  deleted: boolean;
};

/** `User.situation` codes. */
export const USER_SITUATION = { HOME: 0, OFFICE: 1 } as const;

export type UserOptions = { compactSidebar: boolean; [key: string]: unknown };

/** A user (`/api/users/{id}`); which fields arrive depends on who asks (docs/api-contract.md §4.1). */
export type User = UserSummary & {
  alternativeEmail?: string | null;
  phone?: string | null;
  birthday?: string | null;
  municipio?: Municipio | null;
  timezone?: string;
  duty?: boolean;
  situation?: number;
  mails?: boolean;
  options?: UserOptions;
  roles: Role[];
  departments?: DepartmentSummary[];
  encargadoDepartments?: DepartmentSummary[];
  encargadoTeams?: TeamSummary[];
  subdepartments?: Iri[];
  departmentAccess?: UserDepartmentAccess[];
  teams?: UserTeam[];
  schedule?: WorkSchedule | null;
  workSchedule?: WorkSchedule | null;
  dutySchedule?: WorkSchedule | null;
  userSchedules?: UserSchedule[];
  currentJustifications?: Justification[];
  banned?: boolean;
  banReason?: string | null;
  /** Working days of holidays a year (own, admin and manager views). */
  holidayAllowance?: number;
};
