import { createPendingHolidayRequest } from './api-helpers';
import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';
import { cutLiveFeed } from './live-helpers';

test.describe('pending holiday requests', () => {
  test('a sub-department manager accepts a request and it leaves the list', async ({ page }) => {
    const id = await createPendingHolidayRequest(ACCOUNTS.member);
    await logIn(page, ACCOUNTS.subdepartmentManager);
    await openFromMenu(page, 'Vacaciones pendientes');
    await expect(page.getByRole('heading', { name: 'Vacaciones pendientes' })).toBeVisible();
    const card = page.getByRole('article', { name: `Solicitud nº ${id}` });
    await expect(card.getByText('VACACIONES')).toBeVisible();
    await expect(card.getByText('(ana.garcia@empresa.es)')).toBeVisible();
    await expect(card.getByText('Ana García Pérez')).toBeVisible();
    await expect(card.getByText('Días laborables')).toBeVisible();
    await expect(card.getByText('Saldo tras aceptar')).toBeVisible();
    await expect(card.getByText('También ausentes')).toBeVisible();
    // The reason opens on a rejection only.
    await expect(card.getByRole('textbox', { name: 'Motivo de rechazo' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Ok!', { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('a department manager must give a reason to reject, and the rejection keeps it', async ({ page }) => {
    const id = await createPendingHolidayRequest(ACCOUNTS.member);
    await logIn(page, ACCOUNTS.departmentManager, '/calendario/autorizar');
    const card = page.getByRole('article', { name: `Solicitud nº ${id}` });
    await card.getByRole('button', { name: 'Rechazar' }).click();
    await expect(card.getByRole('textbox', { name: 'Motivo de rechazo' })).toBeFocused();
    await card.getByRole('button', { name: 'Rechazar' }).click();
    await expect(card.getByRole('alert')).toHaveText('Debe indicar el motivo del rechazo');
    await expect(card).toBeVisible();
    await card.getByRole('textbox', { name: 'Motivo de rechazo' }).fill('Cierre del trimestre');
    await card.getByRole('button', { name: 'Rechazar' }).click();
    await expect(page.getByText('Ok!', { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);

    const stored = await page.request.get(`/api/calendar_assignments/${id}`);
    expect(await stored.json()).toMatchObject({ managed: true, authorized: false, rejectReason: 'Cierre del trimestre' });
  });

  test('a request managed meanwhile by another manager, unseen while offline, shows the server’s error', async ({ page, browser }) => {
    const id = await createPendingHolidayRequest(ACCOUNTS.member);
    // Online, the live feed would drop the card first; offline, the decision must fail cleanly.
    await cutLiveFeed(page);
    await logIn(page, ACCOUNTS.admin, '/calendario/autorizar');
    const card = page.getByRole('article', { name: `Solicitud nº ${id}` });
    await expect(card).toBeVisible();

    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await logIn(other, ACCOUNTS.departmentManager, '/calendario/autorizar');
    await other.getByRole('article', { name: `Solicitud nº ${id}` }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(other.getByText('Ok!', { exact: true })).toBeVisible();
    await otherContext.close();

    await card.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('La solicitud de vacaciones ya ha sido gestionada').first()).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('a manager accepts two selected requests in one action and both leave the list', async ({ page }) => {
    const first = await createPendingHolidayRequest(ACCOUNTS.member);
    const second = await createPendingHolidayRequest(ACCOUNTS.member);
    await logIn(page, ACCOUNTS.departmentManager, '/calendario/autorizar');
    for (const id of [first, second]) await page.getByRole('checkbox', { name: `Seleccionar Solicitud nº ${id}` }).check();
    await page.getByRole('button', { name: 'Aceptar seleccionadas (2)' }).click();
    await expect(page.getByText('2 solicitudes aceptadas')).toBeVisible();
    await expect(page.getByRole('article', { name: `Solicitud nº ${first}` })).toHaveCount(0);
    await expect(page.getByRole('article', { name: `Solicitud nº ${second}` })).toHaveCount(0);
    for (const id of [first, second]) expect(await (await page.request.get(`/api/calendar_assignments/${id}`)).json()).toMatchObject({ managed: true, authorized: true });
  });

  test('a member without the role is sent to /login', async ({ page }) => {
    await logIn(page, ACCOUNTS.member);
    await expect(page.getByRole('complementary', { name: 'Menú principal' }).getByRole('link', { name: 'Vacaciones pendientes' })).toHaveCount(0);
    await page.goto('/calendario/autorizar');
    await expect(page).toHaveURL(/\/login$/);
  });
});
