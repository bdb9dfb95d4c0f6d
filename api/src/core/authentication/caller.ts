/** The authenticated user of a request, as the authorization rules need it. */
export type Caller = {
  id: number;
  email: string;
  /** Always includes ROLE_USER. */
  roles: string[];
  timezone: string;
  /** The account's session version: hub tokens carry it, so a bump ends open streams too. */
  tokenVersion: number;
  /** The device session the request came with; absent for a caller loaded without a token. */
  sessionId?: number;
};

export function normaliseRoles(stored: unknown): string[] {
  const roles = Array.isArray(stored) ? stored.filter((role): role is string => typeof role === 'string') : [];
  return roles.includes('ROLE_USER') ? roles : ['ROLE_USER', ...roles];
}

/** The caller of a route behind `requireSession`. */
export function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw new Error('Route reached without a session: register it behind requireSession');
  return request.caller;
}
