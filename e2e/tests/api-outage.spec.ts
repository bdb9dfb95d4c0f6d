import type { Page, Route } from '@playwright/test';
import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';

const OUTAGE_TEXT = 'No se puede conectar con el servidor. Reintentando…';
const API_CALLS = '**/api/**';

const answering503 = (route: Route) => route.fulfill({ status: 503, body: 'Service Unavailable' });
const refusingConnections = (route: Route) => route.abort('connectionrefused');

async function openOwnProfile(page: Page): Promise<string> {
  await logIn(page, ACCOUNTS.member);
  await openFromMenu(page, 'Mi perfil');
  await expect(page.getByLabel('Teléfono')).toBeVisible();
  return (await page.getByTestId('current-user').textContent()) ?? '';
}

// Toasts are statuses too: the notice is the one that names the outage.
const outageNotice = (page: Page) => page.getByRole('status').filter({ hasText: OUTAGE_TEXT });
const menu = (page: Page) => page.getByRole('complementary', { name: 'Menú principal' });

test.describe('an API outage', () => {
  for (const [outage, cutOff] of [
    ['answering 503', answering503],
    ['refusing connections', refusingConnections],
  ] as const) {
    test(`with the API ${outage}, a reload keeps the person signed in at the same URL, and the screen loads once it is back`, async ({ page }) => {
      const name = await openOwnProfile(page);
      await page.route(API_CALLS, cutOff);
      await page.reload();

      await expect(outageNotice(page)).toBeVisible();
      await expect(page.getByTestId('current-user')).toHaveText(name);
      await expect(menu(page).getByRole('link', { name: 'Mi perfil' })).toBeVisible();
      await expect(page).toHaveURL(/\/profile$/);

      await page.unroute(API_CALLS);
      await outageNotice(page).getByRole('button', { name: 'Reintentar' }).click();
      await expect(page.getByLabel('Teléfono')).toBeVisible();
      await expect(outageNotice(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByTestId('current-user')).toHaveText(name);
    });
  }

  test('the automatic retry brings back a screen that failed during the outage, without a click', async ({ page }) => {
    await openOwnProfile(page);
    await page.route(API_CALLS, answering503);
    await page.reload();
    await expect(outageNotice(page)).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('No se ha podido cargar el perfil');

    await page.unroute(API_CALLS);
    // The first automatic attempt comes a second after the failed one, the next two seconds later.
    await expect(page.getByLabel('Teléfono')).toBeVisible({ timeout: 15_000 });
    await expect(outageNotice(page)).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('with nobody known on this browser, a whole page retries and then carries on at the same URL', async ({ page }) => {
    const name = await openOwnProfile(page);
    await page.evaluate(() => localStorage.removeItem('portal.lastSession'));
    await page.route(API_CALLS, refusingConnections);
    await page.reload();

    await expect(page.getByRole('alert').filter({ hasText: OUTAGE_TEXT })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/profile$/);
    await page.screenshot({ path: test.info().outputPath('server-unreachable.png') });

    await page.unroute(API_CALLS);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByLabel('Teléfono')).toBeVisible();
    await expect(page.getByTestId('current-user')).toHaveText(name);
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('in-app navigation during an outage shows the screen’s load error with "Reintentar" under the menu', async ({ page }) => {
    await logIn(page, ACCOUNTS.member);
    await page.route(API_CALLS, answering503);
    await openFromMenu(page, 'Mi perfil');

    const content = page.getByRole('main');
    // The home's cards fail too while it is still on show: the screen's error comes once the URL is the profile's.
    await expect(page).toHaveURL(/\/profile$/);
    await expect(content.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Mi perfil' })).toBeVisible();

    await page.unroute(API_CALLS);
    await content.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByLabel('Teléfono')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
  });
});
