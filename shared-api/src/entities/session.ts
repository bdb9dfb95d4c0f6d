import type { DepartmentSummary } from './department';
import type { Role } from './role';
import type { SubdepartmentSummary } from './subdepartment';
import type { TeamSummary, UserTeam } from './team';
import type { User, UserOptions } from './user';
import type { WorkSchedule } from './work-schedule';

/** The logged-in user's self view, with the relations the server embeds for it. */
export type SessionUser = Omit<
  User,
  'roles' | 'departments' | 'encargadoDepartments' | 'encargadoTeams' | 'subdepartments' | 'teams' | 'options'
> & {
  roles: Role[];
  departments: DepartmentSummary[];
  encargadoDepartments: DepartmentSummary[];
  encargadoTeams: TeamSummary[];
  /** Sub-departments the user manages, with their manager flags. */
  subdepartments: SubdepartmentSummary[];
  teams: UserTeam[];
  workSchedule: WorkSchedule | null;
  dutySchedule: WorkSchedule | null;
  options: UserOptions;
};

/** What login and session restore answer (docs/api-contract.md §4.23). */
export type SessionPayload = {
  user: SessionUser;
  /** Seconds recorded today. */
  day_time: number;
  /** Seconds recorded this ISO week. */
  week_time: number;
  lock: boolean;
  lock_tasks: boolean;
  /** Seconds last week still lacks for the 77 % rule once pending justifications count. */
  lock_missing?: number;
  min_lock: number;
  max_lock: number;
  /** Monday of the previous ISO week, `YYYY-MM-DD`. */
  last_monday: string;
  last_sunday: string;
};

/** The session's time and lock figures without the user (what the server computes beside it). */
export type SessionFigures = Omit<SessionPayload, 'user'>;
