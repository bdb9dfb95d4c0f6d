import { ACCOUNTS, expect, logIn, test } from './fixtures';

const PENDING_SCHEDULES_NAV = 'Cambios de horario';

test.describe('the menu follows the session roles', () => {
  for (const [who, email] of [
    ['an admin', ACCOUNTS.admin],
    ['a department manager', ACCOUNTS.departmentManager],
    ['a sub-department manager with calendar management', ACCOUNTS.subdepartmentManager],
  ] as const) {
    test(`${who} sees the pending schedule requests entry`, async ({ page }) => {
      await logIn(page, email);
      const menu = page.getByRole('complementary', { name: 'Menú principal' });
      await expect(menu.getByRole('link', { name: PENDING_SCHEDULES_NAV })).toBeVisible();
    });
  }

  for (const [who, email] of [
    ['a plain member', ACCOUNTS.member],
    ['a sub-department manager without calendar management', ACCOUNTS.subdepartmentManagerWithoutCalendar],
    ['a team manager', ACCOUNTS.teamManager],
    ['an inspector', ACCOUNTS.inspector],
    ['a system admin', ACCOUNTS.sysAdmin],
  ] as const) {
    test(`${who} does not see it`, async ({ page }) => {
      await logIn(page, email);
      const menu = page.getByRole('complementary', { name: 'Menú principal' });
      await expect(menu.getByRole('link', { name: 'Inicio' })).toBeVisible();
      await expect(menu.getByRole('link', { name: PENDING_SCHEDULES_NAV })).toHaveCount(0);
    });
  }

  test('a wrong password is refused with a clear message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(ACCOUNTS.member);
    await page.getByLabel('Contraseña').fill('not-the-password');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText('El correo o la contraseña no son correctos.');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test("a member reaches her team's board from 'Mis tableros' in the menu", async ({ page }) => {
  await logIn(page, ACCOUNTS.member);
  const boards = page.getByRole('complementary', { name: 'Menú principal' }).getByRole('navigation', { name: 'Mis tableros' });
  await boards.getByRole('link', { name: 'Soporte' }).click();
  await expect(page.getByRole('heading', { name: 'Tablero de Soporte' })).toBeVisible();
  await expect(boards.getByRole('link', { name: 'Soporte' })).toHaveAttribute('aria-current', 'page');
});
