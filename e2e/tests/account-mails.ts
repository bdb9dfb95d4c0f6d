import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { MAILDEV_API } from './portal-urls';


type CaughtMail = { subject: string; text: string; to: { address: string }[] };

/** The link to `linkedPage` (/passwordchange unless said) of the newest mail with `subject` to `address`, once more than `after` arrived. */
export async function linkMailedTo(page: Page, address: string, subject: string, after: number, linkedPage = 'passwordchange'): Promise<string> {
  let link: string | undefined;
  const pattern = new RegExp(`https?://\\S+/${linkedPage}\\?token=[\\w-]+`);
  await expect(async () => {
    const mails = (await (await page.request.get(MAILDEV_API)).json()) as CaughtMail[];
    const mine = mails.filter((mail) => mail.subject === subject && mail.to.some((to) => to.address === address));
    link = mine.length > after ? pattern.exec(mine.at(-1)?.text ?? '')?.[0] : undefined;
    expect(link).toBeTruthy();
  }).toPass({ timeout: 30_000 });
  return new URL(link as string).pathname + new URL(link as string).search;
}

/** Sets the password on a /passwordchange link; the page then leads to /login. */
export async function setPassword(page: Page, link: string, heading: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill(password);
  await page.getByLabel('Repita la contraseña').fill(password);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Contraseña cambiada. Ya puede iniciar sesión.')).toBeVisible();
}
