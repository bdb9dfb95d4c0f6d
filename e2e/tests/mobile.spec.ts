import type { Page } from '@playwright/test';
import { addRecentPeriod, apiSessionFor, createOwnTask } from './api-helpers';
import { declaredPages, stayedOn } from './declared-pages';
import { ACCOUNTS, expect, logIn, test } from './fixtures';
import { followRequests } from './network-quiet';
import { phoneFitProblems } from './phone-fit';

// A member's phone: 390 × 844, touch.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Views no route declares (the home, another view of a screen); `{board}`, `{task}` are filled in per run. */
const MORE_VIEWS = ['/user', '/times?view=week', '/board/{board}/slidepanel/{task}'];

/** The screen is drawn: its heading is there, no loader is left and no request is in flight. */
async function settle(page: Page, requests: ReturnType<typeof followRequests>) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.loader[role="status"]')).toHaveCount(0);
  await requests.quiet();
}

test.describe('every page fits a phone: nothing wider than the screen or cut off, no control under 24 × 24 px', () => {
  test.describe.configure({ timeout: 240_000 });

  // Every page the remotes declare (found in the served remotes file, not listed here): a person opens those their
  // rules admit; everyone those open to any signed-in person, an admin every one. A member holds no role that opens
  // an admin's or a manager's screen (rules `isAdmin`, `may…`), so their sweep leaves those out: each would only be
  // refused, which guarded-routes.spec.ts checks.
  for (const [who, email, opensEvery, skipsManagers] of [
    ['a member', ACCOUNTS.member, false, true],
    ['a department manager', ACCOUNTS.departmentManager, false, false],
    ['an admin', ACCOUNTS.admin, true, false],
  ] as const) {
    test(`as ${who}`, async ({ page }) => {
      // The member's task with a period on show: the day's table, with its remove button, is what is widest on /times.
      const { taskId, teamId } = await createOwnTask(ACCOUNTS.member, 'Soporte', `Revisar impresora ${Date.now()}`);
      await addRecentPeriod(ACCOUNTS.member, taskId);
      const { api, userId: colleague } = await apiSessionFor(ACCOUNTS.teamManager);
      await api.dispose();
      const [board, task] = [String(teamId), String(taskId)];
      const samples = { boardTeamID: board, boardId: board, teamID: board, teamName: 'Soporte', taskID: task, idUser: String(colleague) };
      const everyDeclared = await declaredPages(page.request, samples);
      expect(everyDeclared.length).toBeGreaterThan(20);
      const declared = skipsManagers ? everyDeclared.filter(({ access }) => !/^(may[A-Z]|isAdmin$)/.test(access)) : everyDeclared;
      const views = MORE_VIEWS.map((path) => ({ path: path.replace('{board}', board).replace('{task}', task), access: 'isAuthenticated' }));
      // The sweep grows with every screen a remote adds.
      test.setTimeout(60_000 + (views.length + declared.length) * 8_000);
      const requests = followRequests(page);
      await logIn(page, email);
      const found: Record<string, string[]> = {};
      const refused: string[] = [];
      for (const { path, access } of [...views, ...declared]) {
        await page.goto(path);
        await settle(page, requests);
        if (!(await stayedOn(page, path))) {
          if (opensEvery || access === 'isAuthenticated') refused.push(`${path} (${access})`);
          continue;
        }
        const problems = await phoneFitProblems(page);
        if (problems.length > 0) found[path] = problems;
      }
      expect(found).toEqual({});
      expect(refused).toEqual([]);
    });
  }

  test.describe('the check itself', () => {
    /** The check finds nothing on the member's `path`, then what it finds once `css` breaks the page. */
    async function problemsOnceBroken(page: Page, path: string, css: string): Promise<string[]> {
      const requests = followRequests(page);
      await logIn(page, ACCOUNTS.member, path);
      await settle(page, requests);
      expect(await phoneFitProblems(page)).toEqual([]);
      await page.addStyleTag({ content: css });
      return phoneFitProblems(page);
    }

    // The page's Content-Security-Policy refuses inline styles; these tests add their own.
    test.use({ bypassCSP: true });

    test('sees a place of the bottom bar shrunk to 20 px and a box wider than the screen', async ({ page }) => {
      const problems = await problemsOnceBroken(page, '/user', '.bottom-bar-link { min-height: 20px !important; height: 20px; } .topbar { min-width: 420px; }');
      expect(problems).toContainEqual(expect.stringMatching(/^smaller than 24 × 24 px \(\d+ × 20\): a\.bottom-bar-link/));
      expect(problems).toContainEqual(expect.stringMatching(/^wider than the screen \(420 px\): header\.topbar/));
      expect(problems).toContainEqual(expect.stringMatching(/^the page scrolls sideways/));
    });

    test('sees a wide table whose box neither shows nor lets a keyboard scroll it, and a heading cut by its box', async ({ page }) => {
      // The status page is public, and its five columns are wider than a phone: they scroll in their own box.
      await page.goto('/test');
      const box = page.getByRole('region', { name: 'Partes del portal' });
      await expect(box.getByRole('row', { name: /^API / })).toBeVisible();
      expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      expect(await phoneFitProblems(page)).toEqual([]);
      await page.addStyleTag({ content: '.table-scroll { background: none !important; } h1 { width: 80px; overflow: hidden; white-space: nowrap; }' });
      await box.evaluate((element) => element.removeAttribute('tabindex'));
      const problems = await phoneFitProblems(page);
      expect(problems).toContainEqual(expect.stringMatching(/^scrolls sideways with no sign of it \(\d+ px in \d+\): section\.table-scroll/));
      expect(problems).toContainEqual(expect.stringMatching(/^scrolls sideways out of a keyboard's reach: section\.table-scroll/));
      expect(problems).toContainEqual(expect.stringMatching(/^content cut inside \(\d+ px in 80\): h1 "Estado del portal"/));
    });

    test('sees a date and a select too narrow for their values', async ({ page }) => {
      const problems = await problemsOnceBroken(page, '/times', 'input[type="date"] { max-width: 90px !important; } .times-download select { max-width: 70px !important; }');
      expect(problems).toContainEqual(expect.stringMatching(/^shows part of its value \(\d+ px in 90\): input\.input "" = "\d{4}-\d\d-\d\d"$/));
      expect(problems).toContainEqual(expect.stringMatching(/^shows part of its value \(\d+ px in 70\): select\.input .* = "Semana mostrada"$/));
    });
  });
});

test('signed out, the status page fits a phone: its table scrolls in a box that says so', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByRole('region', { name: 'Partes del portal' }).getByRole('row', { name: /^API / })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await phoneFitProblems(page)).toEqual([]);
});

test('on a phone the bottom bar holds the daily places and its Más opens the grouped menu, with the way out', async ({ page }) => {
  await logIn(page, ACCOUNTS.member);
  const bar = page.getByRole('navigation', { name: 'Accesos principales' });
  await expect(bar.getByRole('link')).toHaveText(['Inicio', 'Mis tiempos', 'Calendario', 'Tablero']);
  await expect(bar.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
  // The header keeps today's time; leaving is in the menu, not beside it.
  await expect(page.getByTestId('worked-today')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cerrar sesión' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Mi perfil' })).toBeHidden();

  const more = bar.getByRole('button', { name: 'Más' });
  await more.tap();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('complementary', { name: 'Menú principal' });
  await expect(menu.getByRole('heading', { level: 2 })).toHaveText(['Mi trabajo', 'Mi equipo', 'Mis tableros']);
  await expect(menu.getByRole('link', { name: 'Cerrar sesión' })).toBeVisible();
  await menu.getByRole('link', { name: 'Mi perfil' }).tap();
  await expect(page.getByRole('heading', { name: 'Mi perfil', level: 1 })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Incidencias' })).toBeHidden();

  await bar.getByRole('link', { name: 'Mis tiempos' }).tap();
  await expect(page).toHaveURL(/\/times$/);
  await expect(bar.getByRole('link', { name: 'Mis tiempos' })).toHaveAttribute('aria-current', 'page');
  await more.tap();
  await menu.getByRole('link', { name: 'Cerrar sesión' }).tap();
  await expect(page).toHaveURL(/\/login$/);
});

test('a member starts and pauses a clock from the board on a phone', async ({ page }) => {
  const name = `Revisar portátil ${Date.now()}`;
  const { teamId } = await createOwnTask(ACCOUNTS.member, 'Soporte', name);
  await logIn(page, ACCOUNTS.member, `/board/${teamId}`);
  const card = page.getByRole('region', { name: 'Activas' }).getByRole('article', { name });
  const start = card.getByRole('button', { name: `Empezar a trabajar en ${name}` });
  await start.scrollIntoViewIfNeeded();
  const box = await start.boundingBox();
  expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
  await start.tap();
  const pause = card.getByRole('button', { name: `Pausar el trabajo en ${name}` });
  await expect(pause).toBeVisible();
  await expect(card.getByRole('timer')).toHaveText(/^00:00:(0[1-9]|[1-5]\d)$/);
  await pause.tap();
  await expect(start).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});
