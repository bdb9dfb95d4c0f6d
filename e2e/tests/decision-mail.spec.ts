import { ACCOUNTS, expect, logIn, test } from './fixtures';
import { freeWeekOf } from './holiday-weeks';
import { MAILDEV_API } from './portal-urls';

/** Far enough ahead that the demo's own requests never share the year's balance. */
const FIRST_DAY = Date.UTC(2035, 0, 1);

type CaughtMail = { to: { address: string }[]; text?: string };

const shown = (isoDay: string) => isoDay.split('-').reverse().join('-');
const balance = (page: import('@playwright/test').Page, label: string) => page.locator('.holiday-balance div', { hasText: label }).locator('dd');

test('a member asks for holidays; the manager accepts from the e-mail signed out, and the open calendar shows it without a reload', async ({
  page,
  browser,
  request,
}) => {
  const week = await freeWeekOf(ACCOUNTS.member, FIRST_DAY);
  const [year, month] = week.monday.split('-').map(Number);
  await logIn(page, ACCOUNTS.member, `/calendario?year=${year}&month=${month}`);
  await expect(page.getByRole('heading', { name: 'Calendario' })).toBeVisible();
  const enjoyedBefore = Number(await balance(page, 'Días disfrutados').textContent());

  await page.getByRole('button', { name: 'Solicitar vacaciones' }).click();
  await page.getByLabel('Fecha de inicio').fill(week.monday);
  await page.getByLabel('Fecha de fin').fill(week.friday);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Ok!', { exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`${shown(week.monday)} – ${shown(week.friday)}`) });
  await expect(row.getByText('Pendiente')).toBeVisible();

  // The manager of Tecnología gets the mail with both links.
  const sentence = `solicita vacaciones del ${shown(week.monday)} al ${shown(week.friday)}`;
  const managerMail = async () =>
    ((await (await request.get(MAILDEV_API)).json()) as CaughtMail[]).find(
      (mail) => mail.to.some((to) => to.address === ACCOUNTS.departmentManager) && (mail.text ?? '').includes(sentence),
    );
  await expect.poll(managerMail, { timeout: 20_000 }).toBeTruthy();
  const text = (await managerMail())?.text ?? '';
  const acceptUrl = new URL(/https?:\/\/\S+\/authorize\?token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? 'http://invalid/');
  expect(acceptUrl.pathname).toBe('/authorize');
  expect(text).toMatch(/\/rechazar\?token=[A-Za-z0-9_-]+/);

  // Opened in a browser with no session: the page shows the request and decides only on the button.
  const signedOut = await browser.newContext();
  const approverPage = await signedOut.newPage();
  await approverPage.goto(`${acceptUrl.pathname}${acceptUrl.search}`);
  await expect(approverPage.getByRole('heading', { name: 'Autorizar solicitud' })).toBeVisible();
  await expect(approverPage.getByText('Ana García Pérez')).toBeVisible();
  await expect(row.getByText('Pendiente')).toBeVisible();
  await approverPage.getByRole('button', { name: 'Aceptar' }).click();
  await expect(approverPage.getByText('La solicitud ha sido aceptada.')).toBeVisible();

  // Used once, the link is spent.
  await approverPage.reload();
  await expect(approverPage.getByRole('alert')).toHaveText('El enlace no es válido o ha caducado.');
  await signedOut.close();

  await expect(row.getByText('Aceptada')).toBeVisible({ timeout: 5_000 });
  await expect(balance(page, 'Días disfrutados')).toHaveText(String(enjoyedBefore + 5));
});
