import { createPendingJustification } from './api-helpers';
import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';

test.describe('pending justifications', () => {
  test('a department manager approves a justification, then flips it to denied', async ({ page }) => {
    const id = await createPendingJustification(ACCOUNTS.member, 'Revisión médica');
    await logIn(page, ACCOUNTS.departmentManager);
    await openFromMenu(page, 'Justificaciones');
    await expect(page.getByRole('heading', { name: 'Justificaciones pendientes de gestionar' })).toBeVisible();
    const card = page.getByRole('article', { name: `Justificación nº ${id}` });
    await expect(card.getByText('Revisión médica')).toBeVisible();
    await expect(card.getByText('4 h 0 min')).toBeVisible();
    await expect(card.getByText('Baja médica')).toBeVisible();
    await expect(card.getByText('(ana.garcia@empresa.es)')).toBeVisible();
    await expect(card.getByText('Ana García Pérez')).toBeVisible();

    await card.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Ok!', { exact: true }).first()).toBeVisible();
    await expect(card.getByText('Autorizado')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Aceptar' })).toHaveCount(0);

    await card.getByRole('button', { name: 'Denegar' }).click();
    await expect(card.getByText('Denegado')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Denegar' })).toHaveCount(0);

    await page.getByRole('checkbox', { name: 'Ver gestionadas' }).check();
    await expect(page).toHaveURL(/gestionadas=1/);
    await expect(page.getByRole('article', { name: `Justificación nº ${id}` }).getByText('Denegado')).toBeVisible();
  });

  test('a sub-department manager with medical powers denies a pending justification and approves a handled one', async ({ page }) => {
    const id = await createPendingJustification(ACCOUNTS.member, 'Dolor de espalda');
    await logIn(page, ACCOUNTS.subdepartmentManager, '/justificaciones');
    const card = page.getByRole('article', { name: `Justificación nº ${id}` });
    await card.getByRole('button', { name: 'Denegar' }).click();
    await expect(card.getByText('Denegado')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Justificaciones pendientes de gestionar' })).toBeVisible();
    await expect(page.getByRole('article', { name: `Justificación nº ${id}` })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Ver gestionadas' }).check();
    const handled = page.getByRole('article', { name: `Justificación nº ${id}` });
    await handled.getByRole('button', { name: 'Aceptar' }).click();
    await expect(handled.getByText('Autorizado')).toBeVisible();
  });

  for (const [who, email] of [
    ['a member', ACCOUNTS.member],
    ['a sub-department manager without medical powers', ACCOUNTS.subdepartmentManagerWithoutCalendar],
  ] as const) {
    test(`${who} is sent to /login`, async ({ page }) => {
      await logIn(page, email);
      await expect(page.getByRole('complementary', { name: 'Menú principal' }).getByRole('link', { name: 'Justificaciones' })).toHaveCount(0);
      await page.goto('/justificaciones');
      await expect(page).toHaveURL(/\/login$/);
    });
  }
});
