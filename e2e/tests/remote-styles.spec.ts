import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';
import { portalOrigin } from './portal-urls';

/** The remotes' CSS is in .css files now: it must arrive with the screen, in the shell and on the remote's own page. */
test("a remote screen inside the shell gets the remote's and the design system's styles", async ({ page }) => {
  await logIn(page, ACCOUNTS.departmentManager);
  await openFromMenu(page, 'Cambios de horario');
  const list = page.locator('ul.decision-cards');
  await expect(list).toBeVisible();
  // decision-list.css (the design system's) lays the list out as a grid; schedule-comparison.css is the remote's own.
  await expect(list).toHaveCSS('display', 'grid');
  await expect(page.locator('.schedule-comparison .schedule-range').first()).toHaveCSS('white-space', 'nowrap');
  await expect(page.locator('.card').first()).toHaveCSS('border-top-style', 'solid');
});

test("a remote's standalone page gets its styles too", async ({ page }) => {
  await page.goto(`${portalOrigin(3101)}/`);
  const host = page.locator('#parcel-host');
  await expect(host.getByRole('heading', { name: 'Cambios de horario pendientes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desmontar' })).toHaveCSS('cursor', 'pointer');
});
