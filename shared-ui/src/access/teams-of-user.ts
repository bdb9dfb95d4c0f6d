import type { SessionUser } from '@portal/shared-api';

/** The live teams a person belongs to or manages, by name (the session embeds both lists). */
export function teamsOfUser(user: SessionUser | null): { id: number; name: string }[] {
  if (!user) return [];
  const teams = new Map<number, string>();
  for (const membership of Array.isArray(user.teams) ? user.teams : []) {
    const team = membership?.team;
    if (team && typeof team === 'object' && !team.deleted) teams.set(team.id, team.name);
  }
  for (const team of Array.isArray(user.encargadoTeams) ? user.encargadoTeams : []) if (team && !team.deleted) teams.set(team.id, team.name);
  return [...teams].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'es'));
}
