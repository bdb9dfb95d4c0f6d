import { createOwnTask } from './api-helpers';
import { ACCOUNTS, expect, logIn, test } from './fixtures';
import { markDocument, wasReloaded } from './live-helpers';

test('a member works on a task from the board, pauses, sees the time, and writes a message with a file that the team manager sees arrive', async ({ page, browser }) => {
  const name = `Revisar copias de seguridad ${Date.now()}`;
  const { teamId, taskId } = await createOwnTask(ACCOUNTS.member, 'Soporte', name);
  await logIn(page, ACCOUNTS.member);
  await page.goto(`/board/${teamId}`);

  const card = page.getByRole('region', { name: 'Activas' }).getByRole('article', { name });
  // A clock shows seconds only while it runs; stopped, it reads like every other duration.
  await expect(card.getByRole('timer')).toHaveText('0 min');
  await card.getByRole('button', { name: `Empezar a trabajar en ${name}` }).click();
  const pause = card.getByRole('button', { name: `Pausar el trabajo en ${name}` });
  await expect(pause).toBeVisible();
  // The running clock ticks on the card. Times travel in whole seconds, so the card may count up to one second
  // ahead of the period the server will record: at 2 s shown, at least 1 s is recorded.
  await expect(card.getByRole('timer')).toHaveText(/^00:00:(0[2-9]|[1-5]\d)$/);
  // The card holds the time it showed until the board reloads, so the pause's own answer is what says the period is closed.
  const paused = page.waitForResponse((response) => response.url().includes(`/api/task/${taskId}/timeWorking2`) && response.ok());
  await pause.click();
  await paused;
  await expect(card.getByRole('button', { name: `Empezar a trabajar en ${name}` })).toBeVisible();
  // The paused clock drops its seconds: a few seconds of work read as 0 min.
  await expect(card.getByRole('timer')).toHaveText('0 min');

  // The team manager has the task open in another browser.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await logIn(manager, ACCOUNTS.teamManager);
  await manager.goto(`/taskDetails/${taskId}`);
  await expect(manager.getByRole('heading', { name })).toBeVisible();
  await markDocument(manager);

  await card.getByRole('link', { name }).click();
  const panel = page.getByRole('complementary', { name });
  await expect(panel.getByRole('timer')).toHaveText('0 min');
  await panel.getByRole('textbox', { name: 'Escribe un mensaje' }).fill('Copias revisadas, adjunto el registro.');
  await panel.getByLabel('Adjuntar archivo (opcional)').setInputFiles({ name: 'registro.txt', mimeType: 'text/plain', buffer: Buffer.from('ok\n') });
  await panel.getByRole('button', { name: 'Enviar' }).click();
  const message = panel.getByRole('listitem').filter({ hasText: 'Copias revisadas, adjunto el registro.' });
  await expect(message.getByRole('link', { name: 'registro.txt' })).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Escribe un mensaje' })).toHaveValue('');
  // The message reaches the manager's open page through the live feed, without a reload.
  await expect(manager.getByRole('listitem').filter({ hasText: 'Copias revisadas, adjunto el registro.' }).getByRole('link', { name: 'registro.txt' })).toBeVisible();
  expect(await wasReloaded(manager)).toBe(false);
  await managerContext.close();

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/board/${teamId}$`));
});

test('a board that does not exist says so under the menu, leads home and offers no retry', async ({ page }) => {
  await logIn(page, ACCOUNTS.member);
  await page.goto('/board/99');
  const content = page.getByRole('main');
  await expect(content.getByRole('alert')).toHaveText(/Este tablero no existe o no tiene acceso a él\./);
  await expect(content.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Menú principal' })).toBeVisible();
  await content.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/user$/);
});
