import ExcelJS from 'exceljs';
import { apiSessionFor, createTeamTask } from './api-helpers';
import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';

test('a member starts a task on her board, sees and downloads the period in /times, and reads every notice in /mail', async ({ page }) => {
  const name = `Ordenar el inventario ${Date.now()}`;
  // The team's manager gives her the task, which also leaves her an unread notice.
  const { teamId, taskId } = await createTeamTask(ACCOUNTS.teamManager, 'Soporte', name);
  const { api: manager } = await apiSessionFor(ACCOUNTS.teamManager);
  const { api: member, userId } = await apiSessionFor(ACCOUNTS.member);
  expect((await manager.put(`/api/tasks/${taskId}/user/${userId}/add`)).ok()).toBe(true);
  const runningOnTask = async () => {
    const active = (await (await member.get('/api/getActiveTasks')).json()) as { 'hydra:member': { id: number; '@type': string }[] };
    return active['hydra:member'].some((item) => item['@type'] === 'Task' && item.id === taskId);
  };
  try {
    await logIn(page, ACCOUNTS.member, `/board/${teamId}`);
    const card = page.getByRole('region', { name: 'Activas' }).getByRole('article', { name });
    await card.getByRole('button', { name: `Empezar a trabajar en ${name}` }).click();
    await expect(card.getByRole('timer')).toHaveText(/^00:00:(0[2-9]|[1-5]\d)$/);

    await openFromMenu(page, 'Mis tiempos');
    await expect(page.getByRole('heading', { name: 'Mis tiempos' })).toBeVisible();
    const row = page.getByRole('region', { name: 'Día' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('En curso');
    // Paused elsewhere, the period closes here live.
    expect((await member.put(`/api/task/${taskId}/timeWorking2`, { data: { tzOffset: -60 } })).ok()).toBe(true);
    await expect(row).not.toContainText('En curso');
    await expect(row.getByRole('button', { name: /^Eliminar/ })).toBeVisible();

    await page.getByRole('button', { name: 'Semana' }).click();
    await expect(page.getByRole('region', { name: 'Semana' }).getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar' }).click();
    const file = await (await download).path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet('Tiempos');
    const tasks: unknown[] = [];
    sheet?.eachRow((sheetRow) => tasks.push(sheetRow.getCell(2).value));
    expect(tasks).toContain(name);

    await openFromMenu(page, 'Notificaciones');
    await expect(page.getByRole('heading', { name: 'Notificaciones' })).toBeVisible();
    await expect(page.getByTestId('notice').filter({ hasText: 'Nueva tarea asignada' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Marcar todas como leídas' }).click();
    await expect(page.getByRole('button', { name: 'Notificaciones, ninguna sin leer' })).toBeVisible();
    await expect(page.getByText('Ninguna sin leer')).toBeVisible();
  } finally {
    if (await runningOnTask()) await member.put(`/api/task/${taskId}/timeWorking2`, { data: { tzOffset: -60 } });
    await member.dispose();
    await manager.dispose();
  }
});
