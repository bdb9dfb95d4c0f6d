import type { Page, Route } from '@playwright/test';
import { ACCOUNTS, expect, logIn, test } from './fixtures';

/** Holds every session restore of `page` until the returned function is called, as a slow API would. */
async function holdSessionRestore(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let releasing = false;
  await page.route('**/api/session/*', async (route) => {
    if (releasing) return route.continue();
    held.push(route);
  });
  return async () => {
    releasing = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

const boxOf = async (page: Page, selector: string) => page.locator(selector).first().boundingBox();

for (const [size, viewport] of [
  ['a desktop', { width: 1440, height: 900 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`a reload on ${size} draws the layout and placeholders at once, and the screen in their place once the session answers`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await logIn(page, ACCOUNTS.member, '/calendario');
    const screenHeading = page.getByRole('main').getByRole('heading', { name: 'Calendario', level: 1 });
    await expect(screenHeading).toBeVisible();

    const release = await holdSessionRestore(page);
    await page.reload({ waitUntil: 'commit' });

    // Only what this browser kept is known: the header greets the person, the content area is busy placeholders.
    await expect(page.getByTestId('current-user')).toHaveText('Hola, Ana');
    const placeholder = page.getByTestId('page-skeleton');
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    if (size === 'a phone') {
      await expect(page.getByRole('navigation', { name: 'Accesos principales' })).toBeVisible();
    } else {
      await expect(page.getByRole('complementary', { name: 'Menú principal' }).getByRole('link', { name: 'Calendario' })).toBeVisible();
    }
    await expect(screenHeading).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`reload-placeholders-${viewport.width}.png`) });
    const header = await boxOf(page, '.topbar');
    const content = await boxOf(page, 'main.content');

    await release();
    await expect(screenHeading).toBeVisible();
    await expect(placeholder).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false');
    // The frame does not move when the screen arrives.
    expect(await boxOf(page, '.topbar')).toEqual(header);
    expect((await boxOf(page, 'main.content'))?.y).toBe(content?.y);
    await page.screenshot({ path: test.info().outputPath(`reload-loaded-${viewport.width}.png`) });
  });
}
