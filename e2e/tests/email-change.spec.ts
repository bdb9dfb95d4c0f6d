import type { Page } from '@playwright/test';
import { linkMailedTo, setPassword } from './account-mails';
import { apiSessionFor } from './api-helpers';
import { ACCOUNTS, expect, logInWithForm, test } from './fixtures';

/**
 * Leaves the portal's page, then forgets the session, as a mail client opening a link later would: a home still
 * running would meet its first 401 and send the tab to /login while the mailed link opens.
 */
async function signOutByForgetting(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

test("a department manager's new address for a person takes effect only once confirmed from it, and the old address can put the account back", async ({ browser, page }) => {
  const stamp = Date.now();
  const oldAddress = `e2e.cambio.${stamp}@empresa.es`;
  const newAddress = `e2e.nuevo.${stamp}@empresa.es`;
  const password = 'CambioCorreo2027';
  const { api } = await apiSessionFor(ACCOUNTS.admin);
  const departments = (await (await api.get('/api/departments')).json()) as { 'hydra:member': { '@id': string; name: string }[] };
  const tecnologia = departments['hydra:member'].find((department) => department.name === 'Tecnología');
  const created = await api.post('/api/userCreate', { data: { email: oldAddress, name: 'Cambio E2E', departments: [tecnologia?.['@id']] } });
  expect(created.status(), await created.text()).toBe(201);
  const person = await (await browser.newContext()).newPage();
  try {
    await setPassword(person, await linkMailedTo(person, oldAddress, 'Invitación al Portal de trabajo', 0), 'Establezca su contraseña', password);

    await logInWithForm(page, ACCOUNTS.departmentManager);
    await page.goto('/control_usuarios');
    await page.getByLabel('Buscar por nombre o correo').fill(oldAddress);
    await page.getByRole('table', { name: 'Usuarios' }).getByRole('button', { name: 'Cambio E2E' }).click();
    const form = page.getByRole('form', { name: 'Editar' });
    await form.getByLabel('Correo electrónico').fill(newAddress);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Se ha enviado a ${newAddress} un enlace para confirmar la nueva dirección; hasta entonces la cuenta sigue usando ${oldAddress}.`)).toBeVisible();

    // Until the new address confirms, the account signs in with the old one only.
    await logInWithForm(person, oldAddress, password);
    await signOutByForgetting(person);
    await person.goto(await linkMailedTo(person, newAddress, 'Confirme su nueva dirección de correo', 0, 'emailchange'));
    await expect(person.getByRole('heading', { name: 'Confirmar la nueva dirección de correo' })).toBeVisible();
    await person.getByRole('button', { name: 'Confirmar la nueva dirección' }).click();
    await expect(person.getByRole('status')).toHaveText(`La dirección de correo ha cambiado. Inicie sesión con ${newAddress}.`);
    await logInWithForm(person, newAddress, password);
    await signOutByForgetting(person);

    // The old address reports it: the account is back on it, and the password no longer works.
    await person.goto(await linkMailedTo(person, oldAddress, 'Su dirección de correo ha cambiado', 0, 'emailchange'));
    await expect(person.getByRole('heading', { name: 'Informar de un cambio no autorizado' })).toBeVisible();
    await person.getByRole('button', { name: 'Informar del cambio' }).click();
    await expect(person.getByRole('status')).toContainText(`La cuenta vuelve a usar ${oldAddress}`);
    await person.goto('/login');
    await person.getByLabel('Correo electrónico').fill(oldAddress);
    await person.getByLabel('Contraseña').fill(password);
    await person.getByRole('button', { name: 'Entrar' }).click();
    await expect(person.getByText('El correo o la contraseña no son correctos.')).toBeVisible();
    await linkMailedTo(person, oldAddress, 'Recuperar contraseña', 0);
  } finally {
    await person.context().close();
    const found = await api.get('/api/users', { params: { administrable: true, search: oldAddress } });
    for (const user of ((await found.json()) as { 'hydra:member': { id: number }[] })['hydra:member']) {
      await api.put(`/api/users/${user.id}`, { data: { deleted: true } });
    }
    await api.dispose();
  }
});
