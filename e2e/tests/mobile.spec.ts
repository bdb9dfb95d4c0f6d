import { addRecentPeriod, createOwnTask } from './api-helpers';
import { ACCOUNTS, expect, logIn, test } from './fixtures';

// A member's phone: 390 × 844, touch.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The screens a member uses every day; none may make the page scroll sideways. */
const MEMBER_PAGES = ['/user', '/profile', '/incidencias', '/times', '/times?view=week', '/calendario', '/mail', '/quizz'];

test("no page of a member's scrolls sideways on a phone", async ({ page }) => {
  // A period on show: the day's table, with its remove button, is what is widest on /times.
  const { taskId, teamId } = await createOwnTask(ACCOUNTS.member, 'Soporte', `Revisar impresora ${Date.now()}`);
  await addRecentPeriod(ACCOUNTS.member, taskId);
  await logIn(page, ACCOUNTS.member);
  for (const path of [...MEMBER_PAGES, `/board/${teamId}`]) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect({ path, width }).toEqual({ path, width: 390 });
  }
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
  await logIn(page, ACCOUNTS.member);
  await page.goto(`/board/${teamId}`);
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
