import { apiSessionFor, teamIdOf } from './api-helpers';
import { ACCOUNTS, expect, logIn, test } from './fixtures';

test('the admin console lists a board view in the activity, filters it, and downloads the audit log', async ({ page, browser }) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await logIn(member, ACCOUNTS.member);

  await logIn(page, ACCOUNTS.admin, '/admin');
  const activity = page.getByRole('region', { name: 'Actividad' });
  await expect(activity.getByRole('row').nth(1)).toBeVisible();

  // The member opens Soporte's board while the admin watches: the view arrives without a reload.
  const boards = member.getByRole('complementary', { name: 'Menú principal' }).getByRole('navigation', { name: 'Mis tableros' });
  await boards.getByRole('link', { name: 'Soporte' }).click();
  await expect(member.getByRole('heading', { name: 'Tablero de Soporte' })).toBeVisible();
  await expect(activity.getByRole('cell', { name: 'ver tablero Soporte' }).first()).toBeVisible({ timeout: 5_000 });

  await activity.getByLabel('Tipo').selectOption({ label: 'Inicio de sesión fallido' });
  await expect(page).toHaveURL(/actividad_tipo=login\+fallido/);
  await expect(activity.getByRole('cell', { name: 'ver tablero Soporte' })).toHaveCount(0);

  // An audited change made elsewhere (a team renamed, then put back) reaches the audit log without a reload.
  const audit = page.getByRole('region', { name: 'Registro de auditoría' });
  const teamId = await teamIdOf('Almacén');
  const { api } = await apiSessionFor(ACCOUNTS.admin);
  expect((await api.put(`/api/teams/${teamId}`, { data: { name: 'Almacén central' } })).ok()).toBe(true);
  try {
    // The entry names the team as it is called now.
    await expect(audit.getByRole('cell', { name: 'Almacén central', exact: true }).first()).toBeVisible({ timeout: 5_000 });
  } finally {
    await api.put(`/api/teams/${teamId}`, { data: { name: 'Almacén' } });
    await api.dispose();
  }
  const downloading = page.waitForEvent('download');
  await audit.getByRole('link', { name: 'Descargar' }).click();
  expect((await downloading).suggestedFilename()).toBe('registro-de-auditoria.xlsx');
  await memberContext.close();
});
