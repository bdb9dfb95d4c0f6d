import { readFile } from 'node:fs/promises';
import { teamIdOf } from './api-helpers';
import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';

const OTHER_DEPARTMENT_MEMBER = 'luis.martin@empresa.es';

test('a member raises an incident with an attachment, sees it on the team board and downloads the attachment', async ({ page }) => {
  const subject = `No funciona la impresora ${Date.now()}`;
  const attachment = 'Error 0x61011bed en la bandeja 2\n';

  await logIn(page, ACCOUNTS.member);
  await openFromMenu(page, 'Incidencias');
  await expect(page.getByRole('heading', { name: 'Incidencias' })).toBeVisible();
  await expect(page.getByLabel('Departamento', { exact: true })).toHaveValue(/\d+/);
  await page.getByRole('main').getByRole('link', { name: /^Soporte/ }).click();

  await expect(page.getByRole('heading', { name: 'Solicitud de tareas' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(ACCOUNTS.member);
  await page.getByLabel('Asunto').fill(subject);
  await page.getByLabel('Mensaje').fill('La impresora de la planta 2 no imprime.');
  await page.getByLabel('Archivo adjunto (opcional)').setInputFiles({ name: 'error-impresora.txt', mimeType: 'text/plain', buffer: Buffer.from(attachment) });
  await page.getByRole('button', { name: 'ENVIAR' }).click();

  await expect(page).toHaveURL(new RegExp(`/board/${await teamIdOf('Soporte')}$`));
  await expect(page.getByRole('heading', { name: 'Tablero de Soporte' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Solicitadas' }).getByRole('article', { name: subject });
  await expect(card).toContainText(ACCOUNTS.member);
  await expect(card).toContainText('1 adjuntos');

  await card.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(/\/slidepanel\/\d+$/);
  const panel = page.getByRole('dialog', { name: subject });
  await panel.getByRole('tab', { name: /^Mensajes/ }).click();
  await expect(panel.getByText('La impresora de la planta 2 no imprime.')).toBeVisible();
  // The panel lies over the board, its close link in sight.
  await expect(panel.getByRole('link', { name: 'Cerrar' })).toBeInViewport({ ratio: 1 });
  await panel.getByRole('tab', { name: 'Archivos (1)' }).click();

  const downloading = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'error-impresora.txt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('error-impresora.txt');
  expect(await readFile(await download.path(), 'utf8')).toBe(attachment);

  await panel.getByRole('link', { name: 'Cerrar' }).click();
  await expect(panel).toHaveCount(0);
});

test('a member of another department is told they cannot see the board', async ({ page }) => {
  const soporte = await teamIdOf('Soporte');
  await logIn(page, OTHER_DEPARTMENT_MEMBER, `/board/${soporte}`);
  await expect(page.getByRole('alert')).toContainText('No tiene acceso al tablero de este equipo.');
  await expect(page.getByRole('complementary', { name: 'Menú principal' })).toBeVisible();
});
