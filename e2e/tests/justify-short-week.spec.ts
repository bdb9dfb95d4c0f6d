import { apiSessionFor, createOwnTask } from './api-helpers';
import { ACCOUNTS, expect, logIn, test } from './fixtures';

/** A member of Contabilidad, whose department requires recorded time (the 77 % rule). */
const MEMBER = 'ruben.medina@empresa.es';

type ShortWeekSession = { lock_tasks: boolean; last_monday: string; last_sunday: string };

/** Removes the member's recorded time of last week, so the 77 % rule locks new clocks. */
async function emptyLastWeek(): Promise<void> {
  const { api, userId } = await apiSessionFor(MEMBER);
  const session = (await (await api.get(`/api/session/${userId}`)).json()) as ShortWeekSession;
  const week = (await (await api.get(`/api/time_periods?from=${session.last_monday}&to=${session.last_sunday}`)).json()) as { periods: { id: number }[] };
  for (const id of new Set(week.periods.map((period) => period.id))) {
    const removed = await api.delete(`/api/deleteTimeHistory/${id}`);
    if (!removed.ok()) throw new Error(`removing time entry ${id} failed: ${removed.status()}`);
  }
  const locked = (await (await api.get(`/api/session/${userId}`)).json()) as ShortWeekSession;
  await api.dispose();
  if (!locked.lock_tasks) throw new Error(`${MEMBER} is not locked after emptying last week`);
}

test.describe('the 77 % rule', () => {
  test('a locked member justifies the week from the notice and can start a task as soon as it is sent', async ({ page }) => {
    await emptyLastWeek();
    const { taskId } = await createOwnTask(MEMBER, 'Contabilidad', `Cierre mensual ${Date.now()}`);
    const { api } = await apiSessionFor(MEMBER);
    const clock = () => api.put(`/api/task/${taskId}/timeWorking2`, { data: { tzOffset: -60 } });
    let justificationId: number | undefined;
    try {
      expect((await clock()).status()).toBe(409);

      await logIn(page, MEMBER);
      const notice = page.locator('.layout-lock-notice');
      await expect(notice).toContainText('La semana pasada no llegó al 77 % de su horario');
      await notice.getByRole('link', { name: 'Justificar ausencia' }).click();
      const form = page.getByRole('form', { name: 'Justificar ausencia' });
      await expect(form).toBeVisible();
      const sent = page.waitForResponse((response) => response.url().endsWith('/api/justifications') && response.request().method() === 'POST');
      await form.getByRole('button', { name: 'Enviar justificación' }).click();
      const created = await sent;
      expect(created.status()).toBe(201);
      justificationId = ((await created.json()) as { id: number }).id;
      await expect(page.getByText('Ok!', { exact: true })).toBeVisible();
      await expect(page.locator('.lock-notice')).toHaveCount(0);

      const started = await clock();
      expect(started.status()).toBe(200);
      // Paused again, so no clock of the test keeps running.
      expect((await clock()).status()).toBe(200);
    } finally {
      await api.dispose();
      if (justificationId !== undefined) {
        const { api: admin } = await apiSessionFor(ACCOUNTS.admin);
        await admin.put(`/api/denyJustification/${justificationId}`);
        await admin.dispose();
      }
    }
  });
});
