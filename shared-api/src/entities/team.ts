import type { Iri, JsonLdItem } from './json-ld';
import type { UserSummary } from './user';

/** A team as embedded in other resources. */
export type TeamSummary = JsonLdItem & {
  name: string;
  logo: Iri | null;
  deleted: boolean;
  managerOnly: boolean;
  incidentVisible: boolean;
  incidentDescription?: string | null;
  subdepartment?: Iri | null;
};

/** A membership row (`/api/user_teams/{id}`). */
export type UserTeam = JsonLdItem & {
  /** An IRI in a user's own rows, embedded in a team's `users`. */
  user?: Iri | UserSummary;
  team: Iri | TeamSummary;
  title: string | null;
  responsable: Iri | null;
  hidden: boolean;
};

export type Team = TeamSummary & {
  department: Iri;
  /** Manager. */
  user: Iri;
  users: UserTeam[];
  weekReport: boolean;
  notifyManagerOnTaskCreate: boolean;
  taskInboxUsername: string | null;
  taskInboxConfigured?: boolean;
};
