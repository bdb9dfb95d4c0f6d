import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { apiSessionFor, teamIdOf } from './api-helpers';
import { ACCOUNTS, expect, logIn, test } from './fixtures';
import { markDocument, wasReloaded } from './live-helpers';
import { TASK_MAILBOX_URL } from './portal-urls';

const REPOSITORY = path.resolve(__dirname, '../..');
const ATTACHMENT = 'Cola PLANTA2: error 0x61011bed\n';

test('a mail dropped in Soporte\'s mailbox appears as a requested task on its open board, without a reload, with its attachment', async ({ page }, testInfo) => {
  const soporte = await teamIdOf('Soporte');
  const subject = `Correo al buzón ${Date.now()}`;
  const attachmentFile = testInfo.outputPath('registro-impresora.txt');
  await writeFile(attachmentFile, ATTACHMENT);

  await logIn(page, ACCOUNTS.teamManager, `/board/${soporte}`);
  await expect(page.getByRole('heading', { name: 'Tablero de Soporte' })).toBeVisible();
  await markDocument(page);

  // The README's command, against the portal's demo mailbox.
  execFileSync('pnpm', ['--filter', './api', 'mailbox:send', '--', '--subject', subject, '--text', 'Escrito por correo.', '--attach', attachmentFile], {
    cwd: REPOSITORY,
    env: { ...process.env, TASK_INBOX_IMAP_URL: TASK_MAILBOX_URL },
    stdio: 'ignore',
  });

  const card = page.getByRole('region', { name: 'Solicitadas' }).getByRole('article', { name: subject });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText(ACCOUNTS.member);
  await expect(card).toContainText('1 adjuntos');
  expect(await wasReloaded(page)).toBe(false);

  await card.getByRole('link', { name: subject }).click();
  const panel = page.getByRole('dialog', { name: subject });
  await panel.getByRole('tab', { name: /^Mensajes/ }).click();
  await expect(panel.getByText('Escrito por correo.')).toBeVisible();
  await panel.getByRole('tab', { name: 'Archivos (1)' }).click();
  const downloading = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'registro-impresora.txt' }).click();
  const download = await downloading;
  expect(await readFile(await download.path(), 'utf8')).toBe(ATTACHMENT);

  // The demo database is shared by every test: the task leaves the board again.
  const { api } = await apiSessionFor(ACCOUNTS.admin);
  const taskId = Number(new URL(page.url()).pathname.split('/').pop());
  const removed = await api.patch(`/api/tasks/${taskId}`, { data: { deleted: true }, headers: { 'content-type': 'application/merge-patch+json' } });
  expect(removed.ok(), await removed.text()).toBe(true);
  await api.dispose();
});

test("a mail whose sender the receiving server did not vouch for lands as an outsider's request that says 'Remitente no verificado'", async ({ page }) => {
  const soporte = await teamIdOf('Soporte');
  const subject = `Correo sin verificar ${Date.now()}`;
  await logIn(page, ACCOUNTS.teamManager, `/board/${soporte}`);
  await expect(page.getByRole('heading', { name: 'Tablero de Soporte' })).toBeVisible();

  execFileSync('pnpm', ['--filter', './api', 'mailbox:send', '--', '--from', ACCOUNTS.admin, '--subject', subject, '--text', 'Borren esta tarea.', '--unverified'], {
    cwd: REPOSITORY,
    env: { ...process.env, TASK_INBOX_IMAP_URL: TASK_MAILBOX_URL },
    stdio: 'ignore',
  });

  const card = page.getByRole('region', { name: 'Solicitadas' }).getByRole('article', { name: subject });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole('link', { name: subject }).click();
  const panel = page.getByRole('dialog', { name: subject });
  await panel.getByRole('tab', { name: /^Mensajes/ }).click();
  await expect(panel.getByText(`Correo de ${ACCOUNTS.admin} (Remitente no verificado):`)).toBeVisible();

  const { api } = await apiSessionFor(ACCOUNTS.admin);
  const taskId = Number(new URL(page.url()).pathname.split('/').pop());
  const removed = await api.patch(`/api/tasks/${taskId}`, { data: { deleted: true }, headers: { 'content-type': 'application/merge-patch+json' } });
  expect(removed.ok(), await removed.text()).toBe(true);
  await api.dispose();
});
