import type { Page } from '@playwright/test';
import { createPendingHolidayRequest, createPendingScheduleRequest } from './api-helpers';
import { ACCOUNTS, expect, logIn, test } from './fixtures';
import { markDocument, timeWhen, wasReloaded } from './live-helpers';

/** Node's clock when the page sends its first request to `path` with `method` (same machine as the pages' clocks). */
function timeWhenSent(page: Page, method: string, path: string): Promise<number> {
  return page.waitForRequest((request) => request.method() === method && new URL(request.url()).pathname === path).then(() => Date.now());
}

/** The bell's accessible name for `unread` notices. */
const bellName = (unread: number) => (unread === 0 ? 'Notificaciones, ninguna sin leer' : `Notificaciones, ${unread} sin leer`);

function report(what: string, milliseconds: number) {
  test.info().annotations.push({ type: 'latency', description: `${what}: ${milliseconds} ms` });
  console.log(`[latency] ${what}: ${milliseconds} ms`);
}

test.describe('screens that stay live', () => {
  test('a manager accepts a holiday request and the member’s notification count rises without a reload', async ({ page, browser }) => {
    const id = await createPendingHolidayRequest(ACCOUNTS.member);
    await logIn(page, ACCOUNTS.member);
    const bell = page.getByRole('button', { name: /^Notificaciones, .* sin leer$/ });
    await expect(bell).toBeVisible();
    const label = (await bell.getAttribute('aria-label')) ?? '';
    const unreadBefore = Number(/(\d+) sin leer/.exec(label)?.[1] ?? 0);
    await markDocument(page);

    const managerContext = await browser.newContext();
    const manager = await managerContext.newPage();
    await logIn(manager, ACCOUNTS.subdepartmentManager, '/calendario/autorizar');
    const card = manager.getByRole('article', { name: `Solicitud nº ${id}` });
    await expect(card).toBeVisible();

    const counted = timeWhen(page, { selector: '.notifications-button', attribute: 'aria-label', changedFrom: label });
    const sent = timeWhenSent(manager, 'PUT', `/api/calendar_assignments/${id}`);
    await card.getByRole('button', { name: 'Aceptar' }).click();
    await expect(manager.getByText('Ok!', { exact: true })).toBeVisible();
    report('holiday accepted → member’s notification count', (await counted) - (await sent));
    await managerContext.close();

    await expect(page.getByRole('button', { name: bellName(unreadBefore + 1) })).toBeVisible();
    expect(await wasReloaded(page)).toBe(false);

    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notificaciones' });
    await expect(panel).toBeFocused();
    const newest = panel.getByRole('listitem').first();
    await expect(newest).toContainText('Vacaciones aceptadas');
    await page.screenshot({ path: test.info().outputPath('header-with-notifications.png') });
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Notificaciones/ })).toBeFocused();

    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    await newest.getByRole('link').click();
    await expect(page).toHaveURL(/\/calendario$/);
    // Following a notice marks it read, with the earlier unread ones of the same kind grouped under it.
    const unread = async () => Number(/(\d+) sin leer/.exec((await page.getByRole('button', { name: /^Notificaciones/ }).getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    await expect.poll(unread).toBeLessThanOrEqual(unreadBefore);
  });

  test('two managers on the pending schedule list: one accepts, the other’s list drops the request', async ({ page, browser }) => {
    const id = await createPendingScheduleRequest(ACCOUNTS.member, 'Tardes');
    await logIn(page, ACCOUNTS.subdepartmentManager, '/horarios/autorizar');
    await expect(page.getByRole('article', { name: `Solicitud nº ${id}` })).toBeVisible();
    await markDocument(page);

    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await logIn(other, ACCOUNTS.departmentManager, '/horarios/autorizar');
    const otherCard = other.getByRole('article', { name: `Solicitud nº ${id}` });

    const dropped = timeWhen(page, { selector: `#schedule-request-${id}`, gone: true });
    const sent = timeWhenSent(other, 'PUT', `/api/user_schedules/${id}`);
    await otherCard.getByRole('button', { name: 'Aceptar' }).click();
    await expect(other.getByText('¡Ok!')).toBeVisible();
    const latency = (await dropped) - (await sent);
    report('schedule request accepted → other manager’s list', latency);
    await otherContext.close();

    await expect(page.getByRole('article', { name: `Solicitud nº ${id}` })).toHaveCount(0);
    expect(latency).toBeLessThan(2000);
    expect(await wasReloaded(page)).toBe(false);
  });
});
