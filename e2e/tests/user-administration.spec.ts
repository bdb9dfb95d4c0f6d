import { linkMailedTo, setPassword } from './account-mails';
import { apiSessionFor } from './api-helpers';
import { ACCOUNTS, expect, logIn, logInWithForm, test } from './fixtures';

test('an admin creates a person who sets their password from the invitation and signs in; once banned, the right password shows the ban', async ({ browser, page }) => {
  const email = `e2e.alta.${Date.now()}@empresa.es`;
  const password = 'AltaNueva2027';
  const { api } = await apiSessionFor(ACCOUNTS.admin);
  try {
    await logInWithForm(page, ACCOUNTS.admin);
    await page.goto('/control_usuarios');
    await expect(page.getByRole('heading', { name: 'Control de usuarios' })).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo usuario', exact: true }).click();
    const form = page.getByRole('form', { name: 'Nuevo usuario' });
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Nombre').fill('Alta E2E');
    await form.getByRole('checkbox', { name: 'Tecnología' }).check();
    await form.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(page.getByText('Usuario creado. Recibirá un correo para establecer su contraseña.')).toBeVisible();

    const newcomer = await (await browser.newContext()).newPage();
    await setPassword(newcomer, await linkMailedTo(newcomer, email, 'Invitación al Portal de trabajo', 0), 'Establezca su contraseña', password);
    await logInWithForm(newcomer, email, password);
    await newcomer.context().close();

    await page.getByLabel('Buscar por nombre o correo').fill(email);
    await page.getByRole('table', { name: 'Usuarios' }).getByRole('button', { name: 'Alta E2E' }).click();
    await page.getByRole('button', { name: 'Bloquear' }).click();
    const ban = page.getByRole('form', { name: 'Bloquear' });
    await ban.getByLabel('Motivo del bloqueo').fill('Prueba de bloqueo');
    await ban.getByRole('button', { name: 'Bloquear' }).click();
    await expect(page.getByRole('table', { name: 'Usuarios' }).getByText('Bloqueado')).toBeVisible();

    const banned = await (await browser.newContext()).newPage();
    await banned.goto('/login');
    await banned.getByLabel('Correo electrónico').fill(email);
    await banned.getByLabel('Contraseña').fill(password);
    await banned.getByRole('button', { name: 'Entrar' }).click();
    await expect(banned.getByText('Su cuenta está bloqueada. Contacte con su responsable.')).toBeVisible();
    await expect(banned).toHaveURL(/\/login/);
    await banned.context().close();
  } finally {
    const found = await api.get('/api/users', { params: { administrable: true, search: email } });
    for (const user of ((await found.json()) as { 'hydra:member': { id: number }[] })['hydra:member']) {
      await api.put(`/api/users/${user.id}`, { data: { deleted: true } });
    }
    await api.dispose();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the list of people fits the screen: each name with its e-mail under it, and the state', async ({ page }) => {
    await logIn(page, ACCOUNTS.admin, '/control_usuarios');
    await page.getByLabel('Buscar por nombre o correo').fill(ACCOUNTS.member);
    const table = page.getByRole('table', { name: 'Usuarios' });
    const row = table.getByRole('row').filter({ has: page.getByText(ACCOUNTS.member, { exact: true }) });
    // Cells out of sight are out of the accessibility tree too: two are left, the name (with the e-mail) and the state.
    const cells = row.getByRole('cell');
    await expect(cells).toHaveCount(2);
    await expect(cells.first().getByRole('button')).toBeVisible();
    await expect(cells.first().getByText(ACCOUNTS.member, { exact: true })).toBeVisible();
    await expect(cells.last()).toHaveText('Activo');
    await expect(table.getByRole('columnheader')).toHaveText(['Nombre', 'Estado']);
    const box = page.getByRole('region', { name: 'Usuarios', exact: true });
    expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
  });
});
