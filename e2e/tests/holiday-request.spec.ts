import { axeViolations } from './axe';
import { apiSessionFor } from './api-helpers';
import { ACCOUNTS, expect, logIn, test } from './fixtures';

/**
 * Holy week of 2036, a year no other spec asks holidays in: Monday 7 to Friday 11 April, with Jueves Santo
 * (10) and Viernes Santo (11), both public holidays in Madrid, where the member works.
 */
const YEAR = 2036;
const FIRST = '2036-04-07';
const LAST = '2036-04-11';
const NOTE = 'Viaje familiar a Sevilla';

const availableDays = async (page: import('@playwright/test').Page) =>
  Number(await page.locator('.holiday-balance div', { hasText: 'Días disponibles' }).locator('dd').textContent());

test('a member picks the days of a holiday on the calendar, reads what they spend and leave, and sends them with a note', async ({ page }) => {
  await logIn(page, ACCOUNTS.member, `/calendario?year=${YEAR}&month=4`);
  const available = await availableDays(page);
  const grid = page.locator('.month-grid');
  await expect(grid.getByRole('button', { name: '10 de abril de 2036, festivo: Jueves Santo' })).toBeVisible();
  await expect(grid.getByRole('button', { name: '12 de abril de 2036, fin de semana' })).toBeVisible();

  await grid.getByRole('button', { name: /^7 de abril de 2036/ }).click();
  await grid.getByRole('button', { name: /^11 de abril de 2036/ }).click();
  const form = page.getByRole('form', { name: 'Solicitar vacaciones' });
  await expect(form.getByLabel('Fecha de inicio')).toHaveValue(FIRST);
  await expect(form.getByLabel('Fecha de fin')).toHaveValue(LAST);
  await expect(form.getByText(`Se descontarán 3 días laborables; le quedarán ${available - 3}`)).toBeVisible();
  await form.getByLabel('Nota para quien aprueba (opcional)').fill(NOTE);
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Ok!', { exact: true })).toBeVisible();

  const row = page.getByRole('region', { name: 'Mis solicitudes' }).getByRole('row', { name: /07-04-2036 – 11-04-2036/ });
  await expect(row.getByText('Pendiente')).toBeVisible();
  await expect(page.locator('.holiday-balance div', { hasText: 'Días pendientes de aprobación' }).locator('dd')).toHaveText('3');

  // The approver reads the note in the pending list's answer; the request is withdrawn afterwards.
  const { api: approver } = await apiSessionFor(ACCOUNTS.departmentManager);
  const pending = (await (await approver.get('/api/calendar_assignments?type=1&managed=false&decidable=true')).json()) as {
    'hydra:member': { id: number; startDay: string; endDay: string; note: string | null; user: { email: string } }[];
  };
  await approver.dispose();
  const sent = pending['hydra:member'].find((item) => item.user.email === ACCOUNTS.member && item.startDay === FIRST);
  expect(sent && { endDay: sent.endDay, note: sent.note }).toEqual({ endDay: LAST, note: NOTE });
  const { api: member } = await apiSessionFor(ACCOUNTS.member);
  expect((await member.delete(`/api/calendar_assignments/${sent?.id}`)).status()).toBe(204);
  await member.dispose();
});

test('the year view shows readable day cells, weekends and public holidays shaded, that pass axe', async ({ page }) => {
  await logIn(page, ACCOUNTS.member, `/calendario?year=${YEAR}&month=4`);
  await page.getByRole('button', { name: 'Vista anual' }).click();
  const grids = page.locator('.month-grid--compact');
  await expect(grids).toHaveCount(12);
  await expect(grids.getByRole('button', { name: '1 de mayo de 2036, festivo: Día del Trabajador' })).toHaveText('1');
  await grids.getByRole('button', { name: /^4 de agosto de 2036/ }).click();
  await expect(page.getByText(/^Se descontará 1 día laborable; le quedarán \d+$/)).toBeVisible();
  const violations = await axeViolations(page, { tags: ['wcag2a', 'wcag2aa'], include: '.calendar-page' });
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
});
