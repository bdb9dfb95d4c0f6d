import { addRecentPeriod, createOwnTask, teamIdOf } from './api-helpers';
import { ACCOUNTS, expect, logIn, test } from './fixtures';

// A member's phone: 390 × 844, touch.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The screens a member uses every day; none may make the page scroll sideways. */
const MEMBER_PAGES = ['/user', '/profile', '/incidencias', '/times', '/times?view=week', '/calendario', '/mail', '/quizz'];

test("no page of a member's scrolls sideways on a phone, and the menu folds into a button", async ({ page }) => {
  // A period on show: the day's table, with its remove button, is what is widest on /times.
  const { taskId } = await createOwnTask(ACCOUNTS.member, 'Soporte', `Revisar impresora ${Date.now()}`);
  await addRecentPeriod(ACCOUNTS.member, taskId);
  await logIn(page, ACCOUNTS.member);
  const supportBoard = `/board/${await teamIdOf('Soporte')}`;
  for (const path of [...MEMBER_PAGES, supportBoard]) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect({ path, width }).toEqual({ path, width: 390 });
  }
  // The header keeps today's time.
  await expect(page.getByTestId('worked-today')).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Menú' });
  await expect(page.getByRole('link', { name: 'Mi perfil' })).toBeHidden();
  await menuButton.tap();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Mi perfil' }).tap();
  await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Incidencias' })).toBeHidden();
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
