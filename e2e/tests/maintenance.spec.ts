import { ACCOUNTS, expect, logIn, test } from './fixtures';

const MAINTENANCE_PAGE = 'El portal está en mantenimiento. Vuelva a intentarlo más tarde.';

test('an admin switches maintenance on and a member’s open screen turns into the maintenance page live, then back with their input kept', async ({
  page,
  browser,
}) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await logIn(member, ACCOUNTS.member, '/profile');
  const phone = member.getByLabel('Teléfono');
  await phone.fill('+34 600 000 111');

  await logIn(page, ACCOUNTS.admin, '/admin');
  await expect(page.getByRole('heading', { name: 'Administración', level: 1 })).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Modo mantenimiento' });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByText('Modo mantenimiento activo')).toBeVisible();

  try {
    await expect(member.getByText(MAINTENANCE_PAGE)).toBeVisible({ timeout: 2_000 });
    await expect(phone).toBeHidden();
  } finally {
    await toggle.click();
    await expect(toggle).not.toBeChecked();
  }

  await expect(member.getByText(MAINTENANCE_PAGE)).toBeHidden({ timeout: 2_000 });
  await expect(phone).toHaveValue('+34 600 000 111');
  await memberContext.close();
});
