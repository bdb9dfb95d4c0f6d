import { expect, type Page, test as base } from '@playwright/test';

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

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/user$/);
}

/** Follows an entry of the main menu (the home page repeats some as shortcuts). */
export async function openFromMenu(page: Page, label: string) {
  await page.getByRole('complementary', { name: 'Menú principal' }).getByRole('link', { name: label }).click();
}

export const test = base;
export { expect };
