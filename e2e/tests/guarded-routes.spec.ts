import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';
import { portalOrigin } from './portal-urls';

test('without a session every portal URL goes to /login', async ({ page }) => {
  await page.goto('/horarios/autorizar');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login/);
});

test('an unknown path goes to /login', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login$/);
});

test("a member without the role is sent to /login from the pending requests screen and never downloads the remote's screens", async ({
  page,
}) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${portalOrigin(3101)}/`)) remoteRequests.push(request.url());
  });
  await logIn(page, ACCOUNTS.member, '/horarios/autorizar');
  await expect(page).toHaveURL(/\/login$/);
  // Her home's 'Mis tableros' card comes from this remote's ./widgets; its ./routes and screens never come.
  expect(remoteRequests.filter((url) => url.includes('__federation_expose_routes'))).toEqual([]);
});

test('a member opening the user administration is sent home', async ({ page }) => {
  await logIn(page, ACCOUNTS.member, '/control_usuarios');
  await expect(page).toHaveURL(/\/user$/);
});

test('a 401 in the middle of a session logs the user out to /login', async ({ page, context }) => {
  // The layout's first calls must be answered before the session ends, or they, not the menu, meet the 401.
  const notifications = page.waitForResponse((response) => response.url().includes('/api/notifications?'));
  const liveFeed = page.waitForResponse((response) => response.url().includes('/.well-known/mercure'));
  await logIn(page, ACCOUNTS.admin);
  await Promise.all([notifications, liveFeed]);
  // So do the home's cards.
  await expect(page.locator('article.home-widget')).not.toHaveCount(0);
  await expect(page.locator('article.home-widget .loader')).toHaveCount(0);
  await context.clearCookies();
  await openFromMenu(page, 'Cambios de horario');
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
});
