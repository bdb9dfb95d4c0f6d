import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';
import { portalOrigin } from './portal-urls';

test("the shell's pages carry a policy built from remotes.json, and the portal runs under it", async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  const response = await page.goto('/login');
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain(`script-src 'self' ${portalOrigin(3101)}`);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');

  // A remote loaded from its own origin renders: the policy allows what remotes.json allows.
  await logIn(page, ACCOUNTS.subdepartmentManager);
  await openFromMenu(page, 'Cambios de horario');
  await expect(page.getByRole('heading', { name: 'Cambios de horario pendientes' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the API behind the shell answers with its own headers, a public health probe and, in demo mode, its documentation', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  expect(health.headers()['content-security-policy']).toContain("default-src 'none'");
  const docs = await request.get('/api/docs/json');
  expect(docs.status()).toBe(200);
  expect((await docs.json()).openapi).toMatch(/^3\./);
});
