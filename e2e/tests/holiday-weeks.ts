import { apiSessionFor } from './api-helpers';

const DAY_MS = 86_400_000;

/**
 * The Monday after every request the member already has from `firstDay` on: a
 * free working week. Each spec starts from its own year, so specs never ask
 * for the same days and the demo's own requests never share the year's balance.
 */
export async function freeWeekOf(email: string, firstDay: number): Promise<{ monday: string; friday: string }> {
  const { api, userId } = await apiSessionFor(email);
  const own = (await (await api.get(`/api/calendar_assignments?user=${userId}`)).json()) as { 'hydra:member': { end: string }[] };
  await api.dispose();
  const latest = Math.max(firstDay, ...own['hydra:member'].map((request) => Date.parse(request.end)));
  let monday = Math.ceil(latest / DAY_MS) * DAY_MS + DAY_MS;
  while (new Date(monday).getUTCDay() !== 1) monday += DAY_MS;
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { monday: day(monday), friday: day(monday + 4 * DAY_MS) };
}
