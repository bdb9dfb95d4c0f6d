import { type APIRequestContext, type Page, request } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';
import { ADMIN_HTML, ADMIN_PATH, bundleHydraAdmin } from './hydra-admin/admin-bundle';

// API Platform Admin builds its screens from the API's Hydra documentation alone.
let adminScript = '';
test.beforeAll(async () => {
  test.setTimeout(120_000);
  adminScript = await bundleHydraAdmin();
});

const signIn = async (api: APIRequestContext, origin: string, email: string) =>
  expect((await api.post('/api/login', { headers: { Origin: origin }, data: { username: email, password: DEMO_PASSWORD } })).ok()).toBe(true);

/** Signs in through the login API in the page's own context, then opens the admin, served by the test on the portal's origin. */
async function openAdminAs(page: Page, origin: string, email: string, hash: string) {
  await page.route(`${origin}${ADMIN_PATH}*`, (route) =>
    route.fulfill(route.request().url().endsWith('.js') ? { contentType: 'text/javascript', body: adminScript } : { contentType: 'text/html', body: ADMIN_HTML }),
  );
  await signIn(page.request, origin, email);
  await page.goto(`${origin}${ADMIN_PATH}#${hash}`);
}

/** An admin's own API session, beside the browser's. */
async function adminApi(origin: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
  await signIn(api, origin, ACCOUNTS.admin);
  return api;
}

type TeamItem = { '@id': string; id: number; name: string };

async function soporte(api: APIRequestContext): Promise<TeamItem> {
  const teams = (await (await api.get('/api/teams')).json()) as { 'hydra:member': TeamItem[] };
  const team = teams['hydra:member'].find((one) => one.name === 'Soporte');
  if (!team) throw new Error('no team Soporte');
  return team;
}

const nameOf = async (api: APIRequestContext, id: number) => ((await (await api.get(`/api/teams/${id}`)).json()) as TeamItem).name;

test('an admin lists the teams in API Platform Admin and opens one', async ({ page, baseURL }) => {
  await openAdminAs(page, baseURL ?? '', ACCOUNTS.admin, '/teams');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Soporte', exact: true }) });
  await row.getByRole('link', { name: 'Show' }).click();
  await expect(page.getByText('Soporte', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/#\/teams\/%2Fapi%2Fteams%2F\d+\/show$/);
});

// The admin's edit form sends back every field it read: the API takes the unchanged ones as no change.
test('an admin lists the teams in API Platform Admin, edits one and the API has its new name', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const api = await adminApi(origin);
  const team = await soporte(api);
  const renamed = `Soporte ${Date.now()}`;
  try {
    await openAdminAs(page, origin, ACCOUNTS.admin, '/teams');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Soporte', exact: true }) });
    await row.getByRole('link', { name: 'Edit' }).click();
    // The form fills itself once the record has loaded: a name typed before that is overwritten.
    const name = page.locator('input[name="name"]');
    await expect(name).toHaveValue('Soporte');
    await name.fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => nameOf(api, team.id)).toBe(renamed);
  } finally {
    expect((await api.put(`/api/teams/${team.id}`, { data: { name: 'Soporte' } })).ok()).toBe(true);
    await api.dispose();
  }
});

test("a member gets the API's refusal in API Platform Admin and the team keeps its name", async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const api = await adminApi(origin);
  const team = await soporte(api);
  await openAdminAs(page, origin, ACCOUNTS.member, `/teams/${encodeURIComponent(team['@id'])}`);
  await page.locator('input[name="name"]').fill('Soporte renombrado');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('No tiene permiso para realizar esta acción.')).toBeVisible();
  expect(await nameOf(api, team.id)).toBe('Soporte');
  await api.dispose();
});
