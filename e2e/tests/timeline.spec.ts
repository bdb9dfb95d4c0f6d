import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';

/** The last Monday-to-Friday day before today in Madrid (the demo accounts' zone): the demo data has work on it. */
function lastWorkingDay(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  do day.setUTCDate(day.getUTCDate() - 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}

const BLOCK_NAME = /, \d{2}:\d{2}:\d{2} – \d{2}:\d{2}:\d{2}/;

test.describe('the timeline', () => {
  test('a department manager gets their only department opened, picks a past working day and sees rows, hour headers and blocks with their times', async ({
    page,
  }) => {
    await logIn(page, ACCOUNTS.departmentManager);
    await openFromMenu(page, 'Actividad del día');
    await expect(page).toHaveURL(/\/timeline\?department=\d+$/);
    await expect(page.getByLabel('Departamento', { exact: true }).locator('option:checked')).toHaveText('Tecnología');
    await expect(page.getByLabel('Equipo', { exact: true }).locator('option:checked')).toHaveText('Todos los equipos');
    const day = lastWorkingDay();
    await page.getByLabel('Fecha').fill(day);
    await expect(page).toHaveURL(new RegExp(`/timeline\\?department=\\d+&date=${day}$`));

    const grid = page.getByRole('table', { name: 'Actividad por minuto' });
    await expect(grid.getByRole('columnheader', { name: '00:00' })).toBeAttached();
    await expect(grid.getByRole('columnheader', { name: '23:00' })).toBeAttached();
    const firstRow = grid.getByRole('row').nth(1);
    await expect(firstRow).toBeVisible();
    await expect(firstRow).toHaveAttribute('aria-label', /\S/);
    await expect(page.getByText('Horas en zona horaria Península.')).toBeVisible();

    const block = grid.getByRole('button', { name: BLOCK_NAME }).first();
    await block.scrollIntoViewIfNeeded();
    const name = (await block.getAttribute('aria-label')) ?? '';
    const [, times] = /, (\d{2}:\d{2}:\d{2} – \d{2}:\d{2}:\d{2})/.exec(name) ?? [];
    await block.click();
    const details = page.getByRole('tooltip');
    await expect(details).toContainText(times ?? 'no times in the name');
    await expect(details).toContainText('Tarea');
    await expect(details).toContainText('Usuario');

    // The view survives a reload.
    await page.reload();
    await expect(page.getByLabel('Departamento', { exact: true }).locator('option:checked')).toHaveText('Tecnología');
    await expect(page.getByLabel('Fecha')).toHaveValue(day);
    await expect(grid.getByRole('button', { name: BLOCK_NAME }).first()).toBeAttached();
  });

  test('a day with no activity shows the empty text', async ({ page }) => {
    await logIn(page, ACCOUNTS.admin);
    await openFromMenu(page, 'Actividad del día');
    // An admin is offered several departments, so the spec's choice stays.
    await expect(page.getByLabel('Equipo', { exact: true }).locator('option:checked')).toHaveText('Seleccione departamento primero');
    await page.getByLabel('Departamento', { exact: true }).selectOption({ label: 'Tecnología' });
    await page.getByLabel('Fecha').fill('2020-01-08');
    await expect(page.getByText('No se han encontrado resultados')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Actividad por minuto' })).toHaveCount(0);
  });

  test('a member is sent to /login', async ({ page }) => {
    await logIn(page, ACCOUNTS.member, '/timeline');
    await expect(page).toHaveURL(/\/login$/);
  });
});
