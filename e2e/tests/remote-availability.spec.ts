import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';
import { withRemotesFile } from './remotes-file';
import { portalOrigin } from './portal-urls';

test('a remote switched off disappears from the menu and its page says so', async ({ page }) => {
  await withRemotesFile(page, (file) => {
    for (const remote of file.remotes) if (remote.name === 'mf_approvals') remote.enabled = false;
  });
  await logIn(page, ACCOUNTS.admin);
  const menu = page.getByRole('complementary', { name: 'Menú principal' });
  await expect(menu.getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Cambios de horario' })).toHaveCount(0);
  await page.goto('/horarios/autorizar');
  await expect(page.getByText('Este módulo no está disponible en este momento.')).toBeVisible();
});

test('a remote whose server is down shows a fallback with retry while the rest of the portal works', async ({ page }) => {
  await withRemotesFile(page, (file) => {
    file.allowedOrigins.push('http://127.0.0.1:3199');
    for (const remote of file.remotes) if (remote.name === 'mf_approvals') remote.entry = 'http://127.0.0.1:3199/mf-manifest.json';
  });
  await logIn(page, ACCOUNTS.admin);
  await openFromMenu(page, 'Cambios de horario');
  await expect(page.getByRole('heading', { name: 'Módulo no disponible' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await openFromMenu(page, 'Inicio');
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  await openFromMenu(page, 'Mis tiempos');
  await expect(page.getByRole('heading', { name: 'Mis tiempos' })).toBeVisible();
});

test('a remote entry outside the allowed origins is refused with a clear message', async ({ page }) => {
  await withRemotesFile(page, (file) => {
    for (const remote of file.remotes) if (remote.name === 'mf_approvals') remote.entry = 'http://evil.example/mf-manifest.json';
  });
  await logIn(page, ACCOUNTS.admin);
  await expect(page.getByRole('alert')).toContainText('no está en "allowedOrigins"');
  await expect(page.getByRole('link', { name: 'Cambios de horario' })).toHaveCount(0);
});

test("the remote's parcel mounts and unmounts on a plain page", async ({ page }) => {
  await page.goto(`${portalOrigin(3101)}/`);
  const host = page.locator('#parcel-host');
  await expect(host.getByRole('heading', { name: 'Cambios de horario pendientes' })).toBeVisible();
  await page.getByRole('button', { name: 'Desmontar' }).click();
  await expect(host).toBeEmpty();
  await page.getByRole('button', { name: 'Montar' }).click();
  await expect(host.getByRole('heading', { name: 'Cambios de horario pendientes' })).toBeVisible();
});
