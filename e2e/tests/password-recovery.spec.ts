import type { Browser, Page } from '@playwright/test';
import { linkMailedTo, setPassword } from './account-mails';
import { apiSessionFor } from './api-helpers';
import { ACCOUNTS, expect, logInWithForm, test } from './fixtures';

async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logInWithForm(page, email, password);
  return page;
}

test('an invited person sets a password, forgets it, resets it signed out, and the reset ends their other sessions', async ({ browser, page }) => {
  const email = `e2e.recuperar.${Date.now()}@empresa.es`;
  const { api } = await apiSessionFor(ACCOUNTS.admin);
  const created = await api.post('/api/userCreate', { data: { email, name: 'Recuperar E2E' } });
  expect(created.status()).toBe(201);
  const userId = ((await created.json()) as { id: number }).id;
  try {
    await setPassword(page, await linkMailedTo(page, email, 'Invitación al Portal de trabajo', 0), 'Establezca su contraseña', 'PrimeraClave2027');
    const laptop = await signedInPage(browser, email, 'PrimeraClave2027');
    const phone = await signedInPage(browser, email, 'PrimeraClave2027');

    // Logging out on the phone leaves the laptop signed in.
    await phone.goto('/logout');
    await expect(phone).toHaveURL(/\/login/);
    await laptop.reload();
    await expect(laptop).toHaveURL(/\/user$/);

    await page.goto('/login');
    await page.getByRole('link', { name: '¿Ha olvidado su contraseña?' }).click();
    await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByText('Si la dirección corresponde a una cuenta, recibirá un correo con un enlace para cambiar la contraseña.')).toBeVisible();
    const resetLink = await linkMailedTo(page, email, 'Recuperar contraseña', 0);
    await setPassword(page, resetLink, 'Cambiar contraseña', 'SegundaClave2028');

    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill('PrimeraClave2027');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('El correo o la contraseña no son correctos.')).toBeVisible();
    await logInWithForm(page, email, 'SegundaClave2028');

    await laptop.reload();
    await expect(laptop).toHaveURL(/\/login/);

    await page.goto(resetLink);
    await expect(page.getByText('El enlace no es válido o ha caducado.')).toBeVisible();
  } finally {
    await api.put(`/api/users/${userId}`, { data: { deleted: true } });
    await api.dispose();
  }
});
