import { type APIRequestContext, expect, type Page, test as base } from '@playwright/test';
import { SHELL_URL } from './portal-urls';

export const DEMO_PASSWORD = 'Portal2026!';

export const ACCOUNTS = {
  admin: 'admin@empresa.es',
  sysAdmin: 'sistemas@empresa.es',
  departmentManager: 'dpto.tecnologia@empresa.es',
  subdepartmentManager: 'subdpto.redes@empresa.es',
  subdepartmentManagerWithoutCalendar: 'subdpto.desarrollo@empresa.es',
  teamManager: 'equipo.soporte@empresa.es',
  inspector: 'inspeccion@empresa.es',
  member: 'ana.garcia@empresa.es',
} as const;

/** Signs in as people do: the login screen's form, then the home. Tests of signing in itself use this one. */
export async function logInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/user$/);
}

/** Sends the login screen's request on `request`, whose cookies then hold the session; returns the person's id. */
export async function signInRequest(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<number> {
  const response = await request.post('/api/login', { data: { username: email, password }, headers: { Origin: SHELL_URL } });
  expect(response.status(), `signing in as ${email}`).toBe(200);
  return ((await response.json()) as { user: { id: number } }).user.id;
}

/** shared-api's USER_ID_STORAGE_KEY: the id the portal restores a session from. */
const USER_ID_STORAGE_KEY = 'portal.userId';

/**
 * Signs in through the login request and opens `at` (the home unless said), as a person following a bookmark: a
 * test that works on one screen opens it straight away rather than after the home. Only the home is waited for; a
 * test of another page checks where it landed itself.
 */
export async function logIn(page: Page, email: string, at = '/user') {
  const userId = await signInRequest(page.request, email);
  // Local storage belongs to the origin: a page of it that loads no screen lets the id be written.
  await page.goto('/api/health');
  await page.evaluate(({ key, id }) => localStorage.setItem(key, id), { key: USER_ID_STORAGE_KEY, id: String(userId) });
  await page.goto(at);
  if (at !== '/user') return;
  await expect(page).toHaveURL(/\/user$/);
  // The session is read again by the page: the home's greeting says it answered, so what the test does next meets a
  // signed-in portal (a test that takes the API down right after would otherwise catch that read).
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
}

/** Follows an entry of the main menu (the home page repeats some as shortcuts). */
export async function openFromMenu(page: Page, label: string) {
  await page.getByRole('complementary', { name: 'Menú principal' }).getByRole('link', { name: label }).click();
}

export const test = base;
export { expect };
