import type { Page } from '@playwright/test';
import { apiSessionFor } from './api-helpers';
import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';

const MEMBER = 'laura.diaz@empresa.es';
const PENDING_BANNER = /Tiene un horario en espera de aprobación/;
/** A real 1×1 PNG, so the browser can show it. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function saveProfile(page: Page) {
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await page.getByRole('dialog', { name: 'Guardar perfil' }).getByRole('button', { name: 'SÍ' }).click();
  await expect(page.getByText('¡Guardado!')).toBeVisible();
}

test.describe('the profile', () => {
  test('a member edits their profile and avatar, asks for a schedule change, sees the banner and cancels it', async ({ page }) => {
    await logIn(page, MEMBER);
    await openFromMenu(page, 'Mi perfil');
    await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();

    await page.getByLabel('Foto de perfil').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
    const avatar = page.getByRole('img', { name: /^Foto de / });
    await expect(avatar).toHaveAttribute('src', /\/api\/files\/\d+$/);
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    // The avatar's own '¡Guardado!' (shown before the new picture loads) goes first, so the save below is judged by its own.
    await expect(page.getByText('¡Guardado!')).toHaveCount(0);

    await page.getByLabel('Nombre', { exact: true }).fill('Laura Díaz de Serrano');
    await page.getByLabel('Teléfono').fill('+34 600 700 800');
    await page.getByLabel('Provincia').selectOption({ label: 'Valladolid' });
    await page.getByLabel('Municipio').selectOption({ label: 'Valladolid' });
    await page.getByLabel('Zona horaria').selectOption({ label: 'Canarias' });
    await saveProfile(page);
    // The header greets by first name.
    await expect(page.getByRole('banner')).toContainText('Hola, Laura');
    await page.reload();
    await expect(page.getByLabel('Teléfono')).toHaveValue('+34 600 700 800');
    await expect(page.getByLabel('Municipio').locator('option:checked')).toHaveText('Valladolid');
    await expect(page.getByLabel('Zona horaria').locator('option:checked')).toHaveText('Canarias');

    await page.getByLabel('Horario normal').selectOption({ label: 'Mañanas' });
    await saveProfile(page);
    const banner = page.getByText(PENDING_BANNER);
    await expect(banner).toContainText('Mañanas');
    await expect(page.getByLabel('Horario normal')).toBeDisabled();
    await expect(page.getByLabel('Horario normal').locator('option:checked')).toHaveText('Tardes');

    await banner.getByRole('button', { name: 'cancele' }).click();
    await page.getByRole('dialog', { name: 'Borrar solicitud de horario' }).getByRole('button', { name: 'Sí, borrar' }).click();
    await expect(page.getByText(PENDING_BANNER)).toHaveCount(0);
    await expect(page.getByLabel('Horario normal')).toBeEnabled();
  });

  test('a manager approves the member’s request and the member’s profile shows the new schedule', async ({ page, browser }) => {
    await logIn(page, MEMBER, '/profile');
    await page.getByLabel('Horario normal').selectOption({ label: 'Jornada partida' });
    await saveProfile(page);
    await expect(page.getByText(PENDING_BANNER)).toContainText('Jornada partida');

    const managerContext = await browser.newContext();
    const manager = await managerContext.newPage();
    await logIn(manager, ACCOUNTS.departmentManager, '/horarios/autorizar');
    // A decision card names the person, not their address.
    const card = manager.getByRole('article').filter({ hasText: /Laura/ });
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: 'Aceptar' }).click();
    await expect(manager.getByText('¡Ok!')).toBeVisible();
    await managerContext.close();

    await page.reload();
    await expect(page.getByLabel('Horario normal').locator('option:checked')).toHaveText('Jornada partida');
    await expect(page.getByText(PENDING_BANNER)).toHaveCount(0);
    await expect(page.getByLabel('Horario normal')).toBeEnabled();
  });

  test('a member views a colleague read-only, and an unknown id is reported', async ({ page }) => {
    const { api, userId: anaId } = await apiSessionFor(ACCOUNTS.member);
    await api.dispose();
    await logIn(page, MEMBER, `/profile/${anaId}`);
    await expect(page.getByRole('heading', { name: /Ana García/ })).toBeVisible();
    await expect(page.getByText(ACCOUNTS.member)).toBeVisible();
    await expect(page.locator('dt', { hasText: 'Horario normal' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar', exact: true })).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    // A colleague's profile is not one's own: 'Mi perfil' is not the page the menu marks.
    const ownProfileEntry = page.locator('#main-menu').getByRole('link', { name: 'Mi perfil' });
    await expect(ownProfileEntry).toBeVisible();
    await expect(ownProfileEntry).not.toHaveAttribute('aria-current', 'page');

    await page.goto('/profile/999999');
    await expect(page.getByText('No existe ningún usuario con el identificador 999999.')).toBeVisible();
  });
});
