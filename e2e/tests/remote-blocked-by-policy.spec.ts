import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';
import { withRemotesFile } from './remotes-file';
import { portalOrigin } from './portal-urls';

// Unlike remote-resilience.spec.ts, these pages run under the Content-Security-Policy the
// shell server builds from its own remotes file, which does not list this origin.
const BLOCKED_ORIGIN = 'http://127.0.0.1:3999';
const APPROVALS_ORIGIN = portalOrigin(3101);

test('a remote on an origin the page policy blocks gives way to the fallback page, never a blank screen', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  // Were the request let through, this would serve the real remote from the blocked origin.
  const reached: string[] = [];
  await page.route(`${BLOCKED_ORIGIN}/**`, async (route) => {
    reached.push(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: route.request().url().replace(BLOCKED_ORIGIN, APPROVALS_ORIGIN) }) });
  });
  // As if ops had pointed the remote at a host that the served policy does not cover.
  await withRemotesFile(page, (file) => {
    file.allowedOrigins.push(BLOCKED_ORIGIN);
    for (const remote of file.remotes) {
      if (remote.name !== 'mf_approvals') continue;
      remote.entry = `${BLOCKED_ORIGIN}/mf-manifest.json`;
      remote.fallbackEntry = `${BLOCKED_ORIGIN}/previous/mf-manifest.json`;
    }
  });
  await logIn(page, ACCOUNTS.admin);

  const clicked = Date.now();
  await openFromMenu(page, 'Cambios de horario');
  await expect(page.getByRole('heading', { name: 'Módulo no disponible' })).toBeVisible({ timeout: 8_000 });
  expect(Date.now() - clicked).toBeLessThan(8_000);
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  expect(reached).toEqual([]);
  expect(violations.length).toBeGreaterThan(0);
  await openFromMenu(page, 'Mi perfil');
  await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
});
