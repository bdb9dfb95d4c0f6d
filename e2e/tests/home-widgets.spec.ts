import { apiSessionFor, createOwnTask } from './api-helpers';
import { ACCOUNTS, DEMO_PASSWORD, expect, logIn, openFromMenu, test } from './fixtures';
import { wasReloaded, markDocument } from './live-helpers';
import { withRemotesFile } from './remotes-file';

const card = (page: import('@playwright/test').Page, title: string) => page.getByRole('article', { name: title, exact: true });

/** Plays or pauses `email`'s clock on a task through the API, as the task's clock does. */
async function toggleClock(email: string, taskId: number): Promise<void> {
  const { api } = await apiSessionFor(email);
  const answer = await api.put(`/api/task/${taskId}/timeWorking2`, { data: { tzOffset: 0 } });
  if (!answer.ok()) throw new Error(`toggling the clock failed: ${answer.status()} ${await answer.text()}`);
  await api.dispose();
}

/** Pauses every clock `email` has running (the demo data and earlier tests leave some), so the test owns what runs. */
async function pauseEveryClock(email: string): Promise<void> {
  const { api } = await apiSessionFor(email);
  const active = (await (await api.get('/api/getActiveTasks')).json()) as { 'hydra:member': { '@type': string; id: number }[] };
  for (const item of active['hydra:member']) {
    const path = item['@type'] === 'Task' ? `task/${item.id}/timeWorking2` : `subtask/${item.id}/timeWorking`;
    const answer = await api.put(`/api/${path}`, { data: { tzOffset: 0 } });
    if (!answer.ok()) throw new Error(`pausing a clock failed: ${answer.status()} ${await answer.text()}`);
  }
  await api.dispose();
}

/** The tasks `email`'s clocks run on, as the server says. */
async function runningTaskIds(email: string): Promise<number[]> {
  const { api } = await apiSessionFor(email);
  const active = (await (await api.get('/api/getActiveTasks')).json()) as { 'hydra:member': { '@type': string; id: number }[] };
  await api.dispose();
  return active['hydra:member'].filter((item) => item['@type'] === 'Task').map((item) => item.id);
}

test("a member's home: her board's card, a clock started on the board ticking in 'Hoy' and paused there, a new task arriving live", async ({ page }) => {
  const name = `Actualizar antivirus ${Date.now()}`;
  await createOwnTask(ACCOUNTS.member, 'Soporte', name);
  await logIn(page, ACCOUNTS.member);
  const boards = card(page, 'Mis tableros');
  await expect(boards.getByRole('link', { name })).toBeVisible();
  // Her schedule has no hours on weekends: the card then says so instead of the hours planned.
  await expect(card(page, 'Hoy')).toContainText(/(\d+ h )?\d+ min (de (\d+ h )?\d+ min previstas|sin horario previsto)/);
  await expect(card(page, 'Esta semana')).toContainText('previstas');
  // A member decides nothing: no such cards.
  await expect(card(page, 'Pendiente de gestionar')).toHaveCount(0);

  await boards.getByRole('link', { name: 'Soporte' }).click();
  const taskCard = page.getByRole('region', { name: 'Activas' }).getByRole('article', { name });
  await taskCard.getByRole('button', { name: `Empezar a trabajar en ${name}` }).click();
  await expect(taskCard.getByRole('button', { name: `Pausar el trabajo en ${name}` })).toBeVisible();

  await openFromMenu(page, 'Inicio');
  const today = card(page, 'Hoy');
  const clocks = today.getByRole('list', { name: 'Relojes en marcha' });
  await expect(clocks.getByRole('link', { name })).toBeVisible();
  const timer = clocks.getByRole('timer', { name: `Tiempo trabajado en ${name}` });
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '');
  await markDocument(page);
  await clocks.getByRole('button', { name: `Pausar el trabajo en ${name}` }).click();
  await expect(today.getByText('No tiene ningún reloj en marcha.')).toBeVisible();

  const later = `Cambiar tóner ${Date.now()}`;
  await createOwnTask(ACCOUNTS.member, 'Soporte', later);
  await expect(card(page, 'Mis tableros').getByRole('link', { name: later })).toBeVisible();
  expect(await wasReloaded(page)).toBe(false);
});

test("a member's home starts her day in one click: her last task resumes on the server, survives a reload, and pauses in one more", async ({ page }) => {
  const name = `Revisar copias ${Date.now()}`;
  const { taskId } = await createOwnTask(ACCOUNTS.member, 'Soporte', name);
  await pauseEveryClock(ACCOUNTS.member);
  // Worked on a moment ago, so it is the last thing she did.
  await toggleClock(ACCOUNTS.member, taskId);
  await toggleClock(ACCOUNTS.member, taskId);
  await logIn(page, ACCOUNTS.member);
  const today = card(page, 'Hoy');
  await expect(page.getByRole('article').first()).toHaveAttribute('data-widget', 'shell.today');
  await expect(page.getByRole('heading', { name: 'Accesos directos' })).toHaveCount(0);

  await today.getByRole('button', { name: `Reanudar el trabajo en ${name}` }).click();
  const clocks = today.getByRole('list', { name: 'Relojes en marcha' });
  await expect(clocks.getByRole('button', { name: `Pausar el trabajo en ${name}` })).toBeVisible();
  await expect.poll(() => runningTaskIds(ACCOUNTS.member)).toEqual([taskId]);

  await page.reload();
  await expect(card(page, 'Hoy').getByRole('list', { name: 'Relojes en marcha' }).getByRole('link', { name })).toBeVisible();
  await card(page, 'Hoy').getByRole('button', { name: `Pausar el trabajo en ${name}` }).click();
  await expect(card(page, 'Hoy').getByRole('button', { name: `Reanudar el trabajo en ${name}` })).toBeVisible();
  await expect.poll(() => runningTaskIds(ACCOUNTS.member)).toEqual([]);
});

test('a clock left running overnight warns on the home and in the header, not in green, and stops from there', async ({ page }) => {
  const name = `Reloj olvidado ${Date.now()}`;
  const { taskId } = await createOwnTask(ACCOUNTS.member, 'Soporte', name);
  await pauseEveryClock(ACCOUNTS.member);
  await toggleClock(ACCOUNTS.member, taskId);
  // The clock really runs on the server; the browser is eleven hours later, as the next morning finds it.
  await page.clock.setFixedTime(new Date(Date.now() + 11 * 3_600_000 + 60_000));
  await logIn(page, ACCOUNTS.member);
  const warning = card(page, 'Hoy').getByRole('alert');
  await expect(warning).toHaveText(/Este reloj lleva en marcha 11 h/);
  await expect(card(page, 'Hoy').locator('.work-clock')).toHaveClass(/is-forgotten/);
  await expect(card(page, 'Hoy').locator('.work-clock')).not.toHaveClass(/is-running/);
  await expect(page.getByRole('link', { name: /^Este reloj lleva en marcha 11 h\./ })).toBeVisible();
  await expect(warning.getByRole('link', { name: 'Corregir' })).toHaveAttribute('href', /^\/times\?view=day&date=\d{4}-\d{2}-\d{2}$/);

  await warning.getByRole('button', { name: 'Detener' }).click();
  await expect(card(page, 'Hoy').getByRole('button', { name: `Reanudar el trabajo en ${name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Este reloj lleva en marcha/ })).toHaveCount(0);
  await expect.poll(() => runningTaskIds(ACCOUNTS.member)).toEqual([]);
});

test("typing on /login fetches what the home needs next, every remote's card code among it, and signing in fetches no script", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/login');
  const origin = new URL(page.url()).origin;
  await page.getByLabel('Correo electrónico').pressSequentially(ACCOUNTS.member, { delay: 20 });
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.waitForLoadState('networkidle');
  const whileTyping = scripts.splice(0);
  // Each remote offering cards: its entry, its `./widgets` and the one chunk of its cards, downloaded, not run:
  // who signs in, and so which cards run, is not known yet.
  const remoteScripts = whileTyping.filter((url) => new URL(url).origin !== origin);
  const widgetOrigins = new Set(remoteScripts.filter((url) => url.includes('__federation_expose_widgets')).map((url) => new URL(url).origin));
  expect(widgetOrigins.size).toBe(3);
  const cardChunks = remoteScripts.filter((url) => /\/home-cards\.[0-9a-f]+\.js$/.test(new URL(url).pathname));
  expect(new Set(cardChunks.map((url) => new URL(url).origin))).toEqual(widgetOrigins);
  expect(remoteScripts.filter((url) => url.includes('__federation_expose_routes'))).toEqual([]);

  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(card(page, 'Mis tableros').getByRole('link', { name: 'Soporte' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The layout, the home, the shared modules and the cards' code were all fetched while she typed.
  expect(scripts).toEqual([]);
  // mf-timeline's 'Equipo hoy' is not one of her cards: its code came, but it does not run.
  await expect(card(page, 'Equipo hoy')).toHaveCount(0);
});

test("the shell's scripts and each remote's entry ask to be compiled whole as they load, the remotes' other scripts do not", async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  await logIn(page, ACCOUNTS.member);
  await expect(card(page, 'Mis tableros').getByRole('link', { name: 'Soporte' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const origin = new URL(page.url()).origin;
  const hinted = async (url: string) => (await (await page.request.get(url)).text()).startsWith('//# allFunctionsCalledOnLoad\n');
  const shell = [...scripts].filter((url) => new URL(url).origin === origin);
  const remoteEntries = [...scripts].filter((url) => new URL(url).origin !== origin && new URL(url).pathname === '/remoteEntry.js');
  const remoteChunks = [...scripts].filter((url) => new URL(url).origin !== origin && new URL(url).pathname !== '/remoteEntry.js');
  expect(shell.length).toBeGreaterThan(3);
  expect(remoteEntries.length).toBeGreaterThan(1);
  expect(remoteChunks.length).toBeGreaterThan(3);
  for (const url of [...shell, ...remoteEntries]) expect(await hinted(url), url).toBe(true);
  for (const url of remoteChunks) expect(await hinted(url), url).toBe(false);
});

test("an administrator's sign-in reads each of the home's data once", async ({ page }) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
  });
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(ACCOUNTS.admin);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.waitForLoadState('networkidle');
  reads.splice(0);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(card(page, 'Equipo hoy')).toBeVisible();
  await expect(page.locator('article.home-widget .loader')).toHaveCount(0);
  // The cards' reads start as soon as the sign-in answers and again in the layout's loader: the second start must reuse the first.
  expect(reads.length).toBeGreaterThan(8);
  expect(reads.filter((read, index) => reads.indexOf(read) !== index)).toEqual([]);
});

test("a manager's home counts what waits for them, each count linking to its list", async ({ page }) => {
  await logIn(page, ACCOUNTS.admin);
  const pending = card(page, 'Pendiente de gestionar');
  await expect(pending.getByRole('link', { name: 'Cambios de horario' })).toBeVisible();
  await expect(card(page, 'Tareas por autorizar').getByRole('link', { name: /por autorizar/ })).toBeVisible();
  await pending.getByRole('link', { name: 'Vacaciones' }).click();
  await expect(page.getByRole('heading', { name: 'Vacaciones pendientes' })).toBeVisible();
});

test('with mf-approvals switched off the home keeps its other cards and says which are missing', async ({ page }) => {
  await withRemotesFile(page, (file) => {
    for (const remote of file.remotes) if (remote.name === 'mf_approvals') remote.enabled = false;
  });
  await logIn(page, ACCOUNTS.admin);
  await expect(card(page, 'Estado del portal').getByTestId('portal-modules')).toContainText('activos');
  await expect(card(page, 'Estado del portal')).toContainText('mf_approvals');
  for (const title of ['Pendiente de gestionar', 'Tareas por autorizar']) {
    await expect(card(page, title).getByRole('alert')).toHaveText('Este módulo no está disponible en este momento.');
  }
});

test("with mf-approvals' server down its cards fail alone, with 'Reintentar'", async ({ page }) => {
  await withRemotesFile(page, (file) => {
    file.allowedOrigins.push('http://127.0.0.1:3199');
    for (const remote of file.remotes) if (remote.name === 'mf_approvals') remote.entry = 'http://127.0.0.1:3199/mf-manifest.json';
  });
  await logIn(page, ACCOUNTS.member);
  const boards = card(page, 'Mis tableros');
  await expect(boards.getByRole('alert')).toContainText('El módulo no responde.', { timeout: 20_000 });
  await expect(boards.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expect(card(page, 'Esta semana')).toContainText('previstas');
});
