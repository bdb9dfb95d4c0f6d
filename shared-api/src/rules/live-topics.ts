/**
 * Audience topics of the live feed (docs/api-contract.md §11.3): the API files each update under those it
 * concerns, and the portal's feed asks for them by name.
 */
export const AUDIENCE_TOPICS = {
  user: (id: number) => `urn:app:user:${id}`,
  /** A team's work: its tasks, their messages, sub-tasks and clocks. */
  team: (id: number) => `urn:app:team:${id}`,
  department: (id: number) => `urn:app:dept:${id}`,
  subdepartment: (id: number) => `urn:app:sub:${id}`,
  admin: 'urn:app:admin',
  /** Everyone signed in: content-free notices only, such as "the organisation changed". */
  everyone: 'urn:app:everyone',
} as const;
