import { createPendingScheduleRequest } from './api-helpers';
import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';
import { cutLiveFeed } from './live-helpers';

test.describe('pending schedule-change requests', () => {
  test('a department manager accepts a request and it leaves the list', async ({ page }) => {
    const id = await createPendingScheduleRequest(ACCOUNTS.member, 'Tardes');
    await logIn(page, ACCOUNTS.departmentManager);
    await openFromMenu(page, 'Cambios de horario');
    const card = page.getByRole('article', { name: `Solicitud nº ${id}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('NORMAL')).toBeVisible();
    const requested = card.getByRole('table', { name: 'Horario solicitado' });
    await expect(requested).toBeVisible();
    // The whole week shows, days with the same hours in one row, Sunday included, without scrolling inside the card.
    await card.scrollIntoViewIfNeeded();
    await expect(requested.getByRole('rowheader', { name: /D$/ })).toBeInViewport();
    await expect(requested.getByRole('columnheader', { name: 'Solicitado: Tardes' })).toBeInViewport();
    await card.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('¡Ok!')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('a sub-department manager rejects a request after confirming', async ({ page }) => {
    const id = await createPendingScheduleRequest(ACCOUNTS.member, 'Mañanas');
    await logIn(page, ACCOUNTS.subdepartmentManager, '/horarios/autorizar');
    const card = page.getByRole('article', { name: `Solicitud nº ${id}` });
    await card.getByRole('button', { name: 'Rechazar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Sí' }).click();
    await expect(page.getByText('¡Ok!')).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Cambios de horario pendientes' })).toBeVisible();
    await expect(page.getByRole('article', { name: `Solicitud nº ${id}` })).toHaveCount(0);
  });

  test('a request handled meanwhile by another manager, unseen while offline, shows the server’s error, not a success', async ({ page, browser }) => {
    const id = await createPendingScheduleRequest(ACCOUNTS.member, 'Tardes');
    // Online, the live feed would drop the card first (live-updates.spec.ts); offline, the decision must fail cleanly.
    await cutLiveFeed(page);
    await logIn(page, ACCOUNTS.admin, '/horarios/autorizar');
    const card = page.getByRole('article', { name: `Solicitud nº ${id}` });
    await expect(card).toBeVisible();

    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await logIn(other, ACCOUNTS.departmentManager, '/horarios/autorizar');
    await other.getByRole('article', { name: `Solicitud nº ${id}` }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(other.getByText('¡Ok!')).toBeVisible();
    await otherContext.close();

    await card.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('¡Error! La solicitud ya no está pendiente').first()).toBeVisible();
    await expect(card).toHaveCount(0);
    const stored = await page.request.get(`/api/user_schedules/${id}`);
    expect(await stored.json()).toMatchObject({ authorized: true });
  });
});
