import { apiSessionFor } from './api-helpers';
import { ACCOUNTS, expect, logIn, test } from './fixtures';
import { freeWeekOf } from './holiday-weeks';

/** Far enough ahead that the demo's own requests and other tests never share the year's balance. */
const FIRST_DAY = Date.UTC(2035, 0, 1);
const freeWeek = (email: string) => freeWeekOf(email, FIRST_DAY);

const balanceFigure = async (page: import('@playwright/test').Page, label: string) =>
  Number(await page.locator('.holiday-balance div', { hasText: label }).locator('dd').textContent());

test.describe('calendar', () => {
  test('a member asks for holidays; the manager’s decision shows without a reload and spends the working days', async ({ page }) => {
    const week = await freeWeek(ACCOUNTS.member);
    const [year, month] = week.monday.split('-').map(Number);
    await logIn(page, ACCOUNTS.member, `/calendario?year=${year}&month=${month}`);
    await expect(page.getByRole('heading', { name: 'Calendario' })).toBeVisible();
    const enjoyedBefore = await balanceFigure(page, 'Días disfrutados');
    const availableBefore = await balanceFigure(page, 'Días disponibles');

    await page.getByRole('button', { name: 'Solicitar vacaciones' }).click();
    await page.getByLabel('Fecha de inicio').fill(week.monday);
    await page.getByLabel('Fecha de fin').fill(week.friday);
    await expect(page.getByText(`Se descontarán 5 días laborables; le quedarán ${availableBefore - 5}`)).toBeVisible();
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByText('Ok!', { exact: true })).toBeVisible();
    const dates = `${week.monday.split('-').reverse().join('-')} – ${week.friday.split('-').reverse().join('-')}`;
    const row = page.getByRole('row', { name: new RegExp(dates) });
    await expect(row.getByText('Pendiente')).toBeVisible();
    await expect(page.locator('.holiday-balance div', { hasText: 'Días pendientes de aprobación' }).locator('dd')).not.toHaveText('0');

    // The manager of Tecnología decides it elsewhere.
    const { api: manager } = await apiSessionFor(ACCOUNTS.departmentManager);
    const pending = (await (await manager.get('/api/calendar_assignments?managed=false&decidable=true')).json()) as {
      'hydra:member': { id: number; start: string; user: { email: string } }[];
    };
    const request = pending['hydra:member'].find((item) => item.user.email === ACCOUNTS.member && item.start.startsWith(week.monday));
    expect(request).toBeDefined();
    expect((await manager.put(`/api/calendar_assignments/${request?.id}`, { data: { authorized: true, managed: true } })).status()).toBe(200);
    await manager.dispose();

    await expect(row.getByText('Aceptada')).toBeVisible({ timeout: 5_000 });
    await expect(page.locator('.holiday-balance div', { hasText: 'Días disfrutados' }).locator('dd')).toHaveText(String(enjoyedBefore + 5));
    await expect(page.locator('.holiday-balance div', { hasText: 'Días disponibles' }).locator('dd')).toHaveText(String(availableBefore - 5));
  });

  test('a pending request is cancelled after confirmation', async ({ page }) => {
    const week = await freeWeek(ACCOUNTS.member);
    const [year, month] = week.monday.split('-').map(Number);
    await logIn(page, ACCOUNTS.member, `/calendario?year=${year}&month=${month}`);
    await page.getByRole('button', { name: 'Solicitar vacaciones' }).click();
    await page.getByLabel('Fecha de inicio').fill(week.monday);
    await page.getByLabel('Fecha de fin').fill(week.monday);
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    const row = page.getByRole('row', { name: new RegExp(week.monday.split('-').reverse().join('-')) });
    await row.getByRole('button', { name: 'Cancelar solicitud' }).click();
    await expect(page.getByText('¿Está seguro de que desea cancelar esta solicitud?')).toBeVisible();
    await page.getByRole('button', { name: 'Sí' }).click();
    await expect(row).toHaveCount(0);
  });
});
