import { apiSessionFor } from './api-helpers';
import { ACCOUNTS, expect, logIn, test } from './fixtures';
import { freeWeekOf } from './holiday-weeks';

/** A year no other spec asks holidays in, so the member's balance and month are this spec's own. */
const FIRST_DAY = Date.UTC(2031, 0, 6);
const dayText = (day: string) => day.split('-').reverse().join('-');
const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('a holiday a client wrote with UTC instants covers the same days for the member and for the approver', async ({ page, browser }) => {
  const { monday } = await freeWeekOf(ACCOUNTS.member, FIRST_DAY);
  const wednesday = plusDays(monday, 2);
  const { api } = await apiSessionFor(ACCOUNTS.member);
  const created = await api.post('/api/calendar_assignments', { data: { type: 1, start: `${monday}T00:00:00Z`, end: `${wednesday}T23:59:59Z` } });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  try {
    await logIn(page, ACCOUNTS.member, `/calendario?year=${monday.slice(0, 4)}&month=${Number(monday.slice(5, 7))}`);
    const mine = page.getByRole('region', { name: 'Mis solicitudes' });
    await expect(mine.getByRole('cell', { name: `${dayText(monday)} – ${dayText(wednesday)}` })).toBeVisible();
    const grid = page.locator('.month-grid').first();
    const daysInMondaysMonth = [0, 1, 2].filter((offset) => plusDays(monday, offset).slice(0, 7) === monday.slice(0, 7)).length;
    await expect(grid.getByTitle('Vacaciones: Pendiente')).toHaveCount(daysInMondaysMonth);

    const approver = await (await browser.newContext()).newPage();
    await logIn(approver, ACCOUNTS.departmentManager, '/calendario/autorizar');
    const card = approver.getByRole('article', { name: `Solicitud nº ${id}` });
    await expect(card).toContainText(dayText(monday));
    await expect(card).toContainText(dayText(wednesday));
    await expect(card).not.toContainText(dayText(plusDays(wednesday, 1)));
    await approver.context().close();
  } finally {
    await api.delete(`/api/calendar_assignments/${id}`);
    await api.dispose();
  }
});
