import type { Locator, Page } from '@playwright/test';
import { apiSessionFor, createOwnTask, createTeamTask, teamIdOf } from './api-helpers';
import { ACCOUNTS, expect, logIn, test } from './fixtures';
import { cutLiveFeed, markDocument, wasReloaded } from './live-helpers';

test('a member works on a task from the board, pauses, sees the time, and writes a message with a file that the team manager sees arrive', async ({ page, browser }) => {
  const name = `Revisar copias de seguridad ${Date.now()}`;
  const { teamId, taskId } = await createOwnTask(ACCOUNTS.member, 'Soporte', name);
  await logIn(page, ACCOUNTS.member, `/board/${teamId}`);

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
  await logIn(manager, ACCOUNTS.teamManager, `/taskDetails/${taskId}`);
  await expect(manager.getByRole('heading', { name })).toBeVisible();
  await markDocument(manager);

  await card.getByRole('link', { name }).click();
  const panel = page.getByRole('dialog', { name });
  await expect(panel.getByRole('timer')).toHaveText('0 min');
  await panel.getByRole('tab', { name: 'Mensajes (0)' }).click();
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
  await expect(card.getByRole('link', { name })).toBeFocused();
});

test("a member looking at another team's board of her department sees its work arrive live, on a stream of its own beside her feed", async ({ page }) => {
  const [soporte, infraestructura] = await Promise.all([teamIdOf('Soporte'), teamIdOf('Infraestructura')]);
  const streams: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/.well-known/mercure') streams.push(url);
  });
  await logIn(page, ACCOUNTS.member, `/board/${infraestructura}`);
  await expect(page.getByRole('heading', { name: 'Infraestructura' })).toBeVisible();
  const topicsOf = (url: URL) => url.searchParams.getAll('topic');
  await expect.poll(() => streams.some((url) => topicsOf(url).join() === `urn:app:team:${infraestructura}`)).toBe(true);
  await markDocument(page);

  const name = `Cambiar el SAI de la sala 2 ${Date.now()}`;
  await createTeamTask(ACCOUNTS.subdepartmentManager, 'Infraestructura', name);
  await expect(page.getByRole('article', { name })).toBeVisible();
  expect(await wasReloaded(page)).toBe(false);
  // The portal's feed carries her own team; the team she only looks at comes on its own stream while its board is shown.
  const feed = streams.find((url) => topicsOf(url).includes('urn:app:everyone'));
  expect(feed && topicsOf(feed)).toContain(`urn:app:team:${soporte}`);
  expect(feed && topicsOf(feed)).not.toContain(`urn:app:team:${infraestructura}`);
});

test("a member reading a task of another team of her department sees a message written there arrive live", async ({ page }) => {
  const name = `Sustituir las baterías del SAI ${Date.now()}`;
  const { taskId } = await createTeamTask(ACCOUNTS.subdepartmentManager, 'Infraestructura', name);
  await logIn(page, ACCOUNTS.member, `/taskDetails/${taskId}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await markDocument(page);

  const { api } = await apiSessionFor(ACCOUNTS.subdepartmentManager);
  const written = await api.post('/api/task_messages', { data: { task: taskId, message: 'Baterías pedidas al proveedor.' } });
  expect(written.status()).toBe(201);
  await api.dispose();
  await expect(page.getByRole('listitem').filter({ hasText: 'Baterías pedidas al proveedor.' })).toBeVisible();
  expect(await wasReloaded(page)).toBe(false);
});

test('a board that does not exist says so under the menu, leads home and offers no retry', async ({ page }) => {
  await logIn(page, ACCOUNTS.member, '/board/99');
  const content = page.getByRole('main');
  await expect(content.getByRole('alert')).toHaveText(/Este tablero no existe o no tiene acceso a él\./);
  await expect(content.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Menú principal' })).toBeVisible();
  await content.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/user$/);
});

const column = (page: Page, title: string) => page.getByRole('region', { name: title });

/** The task's status on the server, as another session reads it. */
async function statusOnServer(taskId: number): Promise<number> {
  const { api } = await apiSessionFor(ACCOUNTS.teamManager);
  const task = (await (await api.get(`/api/tasks/${taskId}`)).json()) as { status: string | { id: number } };
  await api.dispose();
  return typeof task.status === 'object' ? task.status.id : Number(task.status.split('/').pop());
}

/** Presses on the card's name, moves past the drag threshold, then over the column's top, and lets go. */
async function dragWithMouse(page: Page, card: Locator, name: string, target: Locator) {
  await card.scrollIntoViewIfNeeded();
  const from = await card.getByRole('link', { name }).boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the card or the column is not on the screen');
  await page.mouse.move(from.x + 10, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + from.height / 2 + 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await expect(target).toHaveClass(/is-drop-target/);
  await page.mouse.up();
}

/** Takes the card by its grip with the keys, carries it over the columns named (waiting to hear each step), and leaves it. */
async function moveWithKeys(page: Page, card: Locator, name: string, path: { key: 'ArrowRight' | 'ArrowLeft'; over: string }[]) {
  const live = page.locator('[id^="DndLiveRegion"]');
  await card.getByRole('button', { name: `Mover ${name}` }).focus();
  await page.keyboard.press('Space');
  await expect(live).toHaveText(new RegExp(`^Ha cogido la tarea ${name}`));
  // dnd-kit's keyboard sensor starts listening for arrows in a timer queued by that Space, and Chromium runs
  // input before timers: an arrow sent at once on a busy machine is lost. A timer of the page's own, queued
  // later, runs after the sensor's.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (const { key, over } of path) {
    await page.keyboard.press(key);
    await expect(live).toHaveText(`La tarea ${name} irá la primera de la columna ${over}.`);
  }
  await page.keyboard.press('Space');
}

test('a team manager drags a card to another column with the mouse, and the move is kept on the server', async ({ page }) => {
  const name = `Revisar el SAI ${Date.now()}`;
  const { teamId, taskId } = await createTeamTask(ACCOUNTS.teamManager, 'Soporte', name);
  await logIn(page, ACCOUNTS.teamManager, `/board/${teamId}`);
  const card = column(page, 'Activas').getByRole('article', { name });
  await expect(card).toBeVisible();

  const moved = page.waitForResponse((response) => response.url().endsWith(`/api/tasks/${taskId}`) && response.request().method() === 'PATCH');
  await dragWithMouse(page, card, name, column(page, 'Finalizadas'));
  expect((await moved).status()).toBe(200);
  await expect(column(page, 'Finalizadas').getByRole('article', { name })).toBeVisible();
  await expect(column(page, 'Activas').getByRole('article', { name })).toHaveCount(0);
  expect(await statusOnServer(taskId)).toBe(4);

  await page.reload();
  await expect(column(page, 'Finalizadas').getByRole('article', { name })).toBeVisible();
});

test('a team manager moves a card with the keyboard: space takes it, the arrows carry it, space leaves it; a screen reader hears each step', async ({ page }) => {
  const name = `Cambiar la batería del SAI ${Date.now()}`;
  const { teamId, taskId } = await createTeamTask(ACCOUNTS.teamManager, 'Soporte', name);
  await logIn(page, ACCOUNTS.teamManager, `/board/${teamId}`);
  const grip = column(page, 'Activas').getByRole('article', { name }).getByRole('button', { name: `Mover ${name}` });
  await grip.focus();
  const live = page.locator('[id^="DndLiveRegion"]');

  await page.keyboard.press('Space');
  await expect(live).toHaveText(`Ha cogido la tarea ${name}, de la columna Activas.`);
  await page.keyboard.press('ArrowRight');
  await expect(live).toHaveText(`La tarea ${name} irá la primera de la columna Finalizadas.`);
  await page.keyboard.press('ArrowRight');
  await expect(live).toHaveText(`La tarea ${name} irá la primera de la columna Rechazadas.`);
  await page.keyboard.press('ArrowLeft');
  await expect(live).toHaveText(`La tarea ${name} irá la primera de la columna Finalizadas.`);
  const moved = page.waitForResponse((response) => response.url().endsWith(`/api/tasks/${taskId}`) && response.request().method() === 'PATCH');
  await page.keyboard.press('Space');
  expect((await moved).status()).toBe(200);
  await expect(live).toHaveText(`Ha soltado la tarea ${name} en la columna Finalizadas, la primera.`);
  await expect(column(page, 'Finalizadas').getByRole('article', { name })).toBeVisible();
  expect(await statusOnServer(taskId)).toBe(4);

  await page.reload();
  await expect(column(page, 'Finalizadas').getByRole('article', { name })).toBeVisible();
});

test('a team manager orders a column: a card dragged above the first with the mouse, another moved down with the keys, the order kept on the server', async ({ page }) => {
  const stamp = Date.now();
  const [a, b, c] = [`Pedir tóner ${stamp}`, `Revisar el fax ${stamp}`, `Limpiar el proyector ${stamp}`];
  const { teamId, taskId: aId } = await createTeamTask(ACCOUNTS.teamManager, 'Soporte', a);
  await createTeamTask(ACCOUNTS.teamManager, 'Soporte', b);
  const { taskId: cId } = await createTeamTask(ACCOUNTS.teamManager, 'Soporte', c);
  await logIn(page, ACCOUNTS.teamManager, `/board/${teamId}`);
  const activas = column(page, 'Activas');
  const firstThree = () => activas.getByRole('article').evaluateAll((cards) => cards.slice(0, 3).map((card) => card.getAttribute('aria-label')));
  // New tasks go on top.
  await expect.poll(firstThree).toEqual([c, b, a]);

  // The mouse takes the third card and lets it go over the first card's upper half: it goes first.
  const from = await activas.getByRole('article', { name: a }).getByRole('link', { name: a }).boundingBox();
  const to = await activas.getByRole('article', { name: c }).boundingBox();
  if (!from || !to) throw new Error('the cards are not on the screen');
  await page.mouse.move(from.x + 10, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + from.height / 2 - 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 6, { steps: 12 });
  await expect(activas).toHaveClass(/is-drop-first/);
  const placed = page.waitForResponse((response) => response.url().endsWith(`/api/tasks/${aId}`) && response.request().method() === 'PATCH');
  await page.mouse.up();
  expect((await placed).status()).toBe(200);
  await expect.poll(firstThree).toEqual([a, c, b]);

  // The keys take the second card one place down, past the third.
  const live = page.locator('[id^="DndLiveRegion"]');
  await activas.getByRole('article', { name: c }).getByRole('button', { name: `Mover ${c}` }).focus();
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`Ha cogido la tarea ${c}, de la columna Activas.`);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText(`La tarea ${c} irá después de ${b}, en la columna Activas.`);
  const lowered = page.waitForResponse((response) => response.url().endsWith(`/api/tasks/${cId}`) && response.request().method() === 'PATCH');
  await page.keyboard.press('Space');
  expect((await lowered).status()).toBe(200);
  await expect(live).toHaveText(`Ha soltado la tarea ${c} en la columna Activas, después de ${b}.`);
  await expect.poll(firstThree).toEqual([a, b, c]);

  await page.reload();
  await expect.poll(firstThree).toEqual([a, b, c]);
});

test('on a touch screen a team manager presses and holds a card, then carries it to another column with a finger', async ({ browser }) => {
  const name = `Sustituir el router ${Date.now()}`;
  const { teamId, taskId } = await createTeamTask(ACCOUNTS.teamManager, 'Soporte', name);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true, isMobile: false });
  const page = await context.newPage();
  await logIn(page, ACCOUNTS.teamManager, `/board/${teamId}`);
  const card = column(page, 'Activas').getByRole('article', { name });
  await card.scrollIntoViewIfNeeded();
  const from = await card.getByRole('link', { name }).boundingBox();
  const to = await column(page, 'Finalizadas').boundingBox();
  if (!from || !to) throw new Error('the card or the column is not on the screen');
  // Playwright's touchscreen only taps: the finger is driven through the browser's own touch input.
  const touch = await context.newCDPSession(page);
  const at = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y) }];
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from.x + 10, from.y + from.height / 2) });
  // Held still, the card is taken (a swipe would have scrolled instead).
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(`Ha cogido la tarea ${name}, de la columna Activas.`);
  for (let step = 1; step <= 10; step += 1) {
    const x = from.x + 10 + ((to.x + to.width / 2 - from.x - 10) * step) / 10;
    const y = from.y + from.height / 2 + ((to.y + 80 - from.y - from.height / 2) * step) / 10;
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x, y) });
  }
  await expect(column(page, 'Finalizadas')).toHaveClass(/is-drop-target/);
  const moved = page.waitForResponse((response) => response.url().endsWith(`/api/tasks/${taskId}`) && response.request().method() === 'PATCH');
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  expect((await moved).status()).toBe(200);
  await expect(column(page, 'Finalizadas').getByRole('article', { name })).toBeVisible();
  expect(await statusOnServer(taskId)).toBe(4);
  await context.close();
});

/** Another person's session moves the card, from the column it was in, as their board would. */
async function moveOnServer(taskId: number, from: number, to: number) {
  const { api } = await apiSessionFor(ACCOUNTS.admin);
  const response = await api.patch(`/api/tasks/${taskId}`, {
    headers: { 'Content-Type': 'application/merge-patch+json' },
    data: { status: `/api/task_statuses/${to}`, fromStatus: `/api/task_statuses/${from}` },
  });
  await api.dispose();
  expect(response.status()).toBe(200);
}

test('a card someone else moved meanwhile is refused (409), with the mouse and with the keys: the board says why and shows the card where it is', async ({ page }) => {
  const name = `Renovar el dominio ${Date.now()}`;
  const { teamId, taskId } = await createTeamTask(ACCOUNTS.teamManager, 'Soporte', name);
  await logIn(page, ACCOUNTS.teamManager);
  // Off the live feed, the board keeps showing the card where it was loaded while others move it.
  await cutLiveFeed(page);
  await page.goto(`/board/${teamId}`);
  await expect(column(page, 'Activas').getByRole('article', { name })).toBeVisible();

  await moveOnServer(taskId, 1, 4);
  const refused = page.waitForResponse((response) => response.url().endsWith(`/api/tasks/${taskId}`) && response.request().method() === 'PATCH');
  await dragWithMouse(page, column(page, 'Activas').getByRole('article', { name }), name, column(page, 'Rechazadas'));
  expect((await refused).status()).toBe(409);
  await expect(page.getByText('La tarea ya no está en Activas: otra persona la ha movido.').first()).toBeVisible();
  await expect(column(page, 'Finalizadas').getByRole('article', { name })).toBeVisible();
  await expect(column(page, 'Activas').getByRole('article', { name })).toHaveCount(0);
  await expect(column(page, 'Rechazadas').getByRole('article', { name })).toHaveCount(0);
  expect(await statusOnServer(taskId)).toBe(4);

  await moveOnServer(taskId, 4, 1);
  const refusedAgain = page.waitForResponse((response) => response.url().endsWith(`/api/tasks/${taskId}`) && response.request().method() === 'PATCH');
  await moveWithKeys(page, column(page, 'Finalizadas').getByRole('article', { name }), name, [{ key: 'ArrowRight', over: 'Rechazadas' }]);
  expect((await refusedAgain).status()).toBe(409);
  await expect(page.getByText('La tarea ya no está en Finalizadas: otra persona la ha movido.').first()).toBeVisible();
  await expect(column(page, 'Activas').getByRole('article', { name })).toBeVisible();
  await expect(column(page, 'Finalizadas').getByRole('article', { name })).toHaveCount(0);
  expect(await statusOnServer(taskId)).toBe(1);
});

test("a move the server's rules refuse puts the card back with the server's reason: a team manager may not reject a task", async ({ page }) => {
  const name = `Reinstalar el navegador ${Date.now()}`;
  const { teamId, taskId } = await createTeamTask(ACCOUNTS.teamManager, 'Soporte', name);
  await logIn(page, ACCOUNTS.teamManager, `/board/${teamId}`);
  const refused = page.waitForResponse((response) => response.url().endsWith(`/api/tasks/${taskId}`) && response.request().method() === 'PATCH');
  await moveWithKeys(page, column(page, 'Activas').getByRole('article', { name }), name, [
    { key: 'ArrowRight', over: 'Finalizadas' },
    { key: 'ArrowRight', over: 'Rechazadas' },
  ]);
  expect((await refused).status()).toBe(403);
  await expect(page.getByText('No puede cambiar el estado de esta tarea.').first()).toBeVisible();
  await expect(column(page, 'Activas').getByRole('article', { name })).toBeVisible();
  await expect(column(page, 'Rechazadas').getByRole('article', { name })).toHaveCount(0);
  expect(await statusOnServer(taskId)).toBe(1);
});

test('a member sees no grip and cannot drag; a card shows only the tags that say something', async ({ page }) => {
  const name = `Revisar la impresora ${Date.now()}`;
  const { teamId } = await createOwnTask(ACCOUNTS.member, 'Soporte', name);
  await logIn(page, ACCOUNTS.member, `/board/${teamId}`);
  const card = column(page, 'Activas').getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: `Mover ${name}` })).toHaveCount(0);
  await expect(card.getByRole('combobox', { name: `Mover ${name} a` })).toHaveCount(0);
  // A new task carries the five default tags, which say nothing: the card shows none of them.
  await expect(card.getByRole('list', { name: 'Etiquetas' })).toHaveCount(0);
  await expect(card.getByRole('img', { name: 'Ana García Pérez' })).toHaveText('AG');
});
