import { createPendingScheduleRequest } from './api-helpers';
import { ACCOUNTS, expect, logIn, test } from './fixtures';
import { markDocument, wasReloaded } from './live-helpers';

// Playwright turns the back/forward cache off in the browsers it starts; this file needs it as people have it.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

const isResume = (url: string) => new URL(url).pathname === '/.well-known/mercure' && new URL(url).searchParams.has('lastEventID');

test('a page left and come back to is restored from the back/forward cache, with what changed meanwhile and live again', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const notRestored: string[] = [];
  cdp.on('Page.backForwardCacheNotUsed', (event) => {
    notRestored.push(...event.notRestoredExplanations.map((explanation) => `${explanation.type}: ${explanation.reason}`));
  });
  await page.addInitScript(() => {
    window.addEventListener('pageshow', (event) => {
      (window as { restoredFromCache?: boolean }).restoredFromCache = event.persisted;
    });
  });

  await logIn(page, ACCOUNTS.subdepartmentManager);
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/.well-known/mercure');
  await page.goto('/horarios/autorizar');
  await expect(page.getByRole('heading', { name: 'Cambios de horario pendientes' })).toBeVisible();
  await streamOpen;
  const card = (id: number) => page.getByRole('article', { name: `Solicitud nº ${id}` });
  // An update on the feed gives it a place to resume from.
  const before = await createPendingScheduleRequest(ACCOUNTS.member, 'Tardes');
  await expect(card(before)).toBeVisible();
  await markDocument(page);

  await page.goto('/test');
  await expect(page.getByRole('heading', { name: 'Estado del portal' })).toBeVisible();
  const whileAway = await createPendingScheduleRequest(ACCOUNTS.member, 'Tardes');

  const resumed = page.waitForRequest((request) => isResume(request.url()));
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/horarios\/autorizar$/);
  await expect.poll(() => page.evaluate(() => (window as { restoredFromCache?: boolean }).restoredFromCache)).toBe(true);
  expect(await wasReloaded(page)).toBe(false);
  expect(notRestored).toEqual([]);
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as { notRestoredReasons?: unknown }).notRestoredReasons ?? null)).toBeNull();

  // The feed resumed after the last update it had: the request made while away is there, and later ones arrive live.
  await resumed;
  await expect(card(whileAway)).toBeVisible();
  const afterReturn = await createPendingScheduleRequest(ACCOUNTS.member, 'Tardes');
  await expect(card(afterReturn)).toBeVisible();
  expect(await wasReloaded(page)).toBe(false);
});
