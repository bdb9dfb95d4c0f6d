import { expect, test } from './fixtures';
import { withRemotesFile } from './remotes-file';

const PARTS = ['API', 'Base de datos', 'Servidor de correo', 'Avisos en directo'];
// The modules by the names people know them by, never their federation names.
const REMOTES = ['Aprobaciones', 'Perfil', 'Organización', 'Timeline', 'Informes', 'Herramientas de sistema'];

const stateCell = (page: import('@playwright/test').Page, part: string) =>
  page.getByRole('row', { name: new RegExp(`^${part} `) }).getByRole('cell').first();

test('signed out, the status page lists every part of the portal as working, and reveals no host', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByRole('heading', { level: 1, name: 'Estado del portal' })).toBeVisible();
  for (const part of [...PARTS, ...REMOTES]) await expect(stateCell(page, part)).toHaveText('Funciona');
  await expect(page.getByRole('row', { name: /^Perfil / }).getByRole('cell').nth(3)).toHaveText(/^\d+ ms$/);
  await expect(page.locator('body')).not.toContainText('mf_');
  await expect(page.locator('body')).not.toContainText('127.0.0.1');
  await expect(page.locator('body')).not.toContainText('localhost');
});

test("a remote whose server is stopped is reported as not answering, the rest as working", async ({ page }) => {
  await withRemotesFile(page, (file) => {
    file.allowedOrigins.push('http://127.0.0.1:3199');
    for (const remote of file.remotes) if (remote.name === 'mf_reports') remote.entry = 'http://127.0.0.1:3199/mf-manifest.json';
  });
  await page.goto('/test');
  await expect(stateCell(page, 'Informes')).toHaveText('No responde');
  for (const part of [...PARTS, ...REMOTES.filter((name) => name !== 'Informes')]) await expect(stateCell(page, part)).toHaveText('Funciona');
});
