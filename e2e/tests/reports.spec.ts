import { apiSessionFor } from './api-helpers';
import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';
import { MAILDEV_API } from './portal-urls';


type CaughtMail = { id: string; to: { address: string }[]; attachments?: { filename: string; generatedFileName: string; contentType: string }[] };

/** A task of Soporte with a name no other test uses, created by the admin. */
async function createTaskToReportOn(name: string): Promise<number> {
  const { api } = await apiSessionFor(ACCOUNTS.admin);
  const teams = (await (await api.get('/api/teams?deleted=false')).json()) as { 'hydra:member': { id: number; name: string }[] };
  const soporte = teams['hydra:member'].find((team) => team.name === 'Soporte');
  if (!soporte) throw new Error('the demo data has no Soporte team');
  const created = await api.post('/api/tasks', { data: { name, team: `/api/teams/${soporte.id}` } });
  if (created.status() !== 201) throw new Error(`creating the task failed: ${created.status()} ${await created.text()}`);
  const id = ((await created.json()) as { id: number }).id;
  await api.dispose();
  return id;
}

test('an inspector asks for a task report on /informes and the spreadsheet arrives by e-mail in MailDev', async ({ page, request }) => {
  const name = `Informe e2e ${Date.now()}`;
  const taskId = await createTaskToReportOn(name);

  await logIn(page, ACCOUNTS.inspector);
  await openFromMenu(page, 'Informes');
  await expect(page.getByRole('heading', { name: 'Solicitudes de informes' })).toBeVisible();
  const taskReport = page.getByRole('region', { name: 'Informe por tarea' });
  await taskReport.getByLabel('Buscar tarea').fill(name);
  await taskReport.getByRole('button', { name: 'Buscar' }).click();
  await taskReport.getByRole('radio', { name: new RegExp(`#${taskId} ${name}`) }).check();
  await taskReport.getByRole('button', { name: 'Generar informe' }).click();
  await expect(page.getByText(`Ok! El informe se enviará en poco tiempo a ${ACCOUNTS.inspector}`)).toBeVisible();
  await expect(taskReport.getByLabel('Buscar tarea')).toHaveValue('');

  // The job runs in the background: wait for the mail whose attachment is this task's report.
  const attachmentPrefix = `informe-tarea-${taskId}-`;
  const reportOf = (mail: CaughtMail) => mail.attachments?.find((file) => file.filename.startsWith(attachmentPrefix));
  const reportMail = async () => ((await (await request.get(MAILDEV_API)).json()) as CaughtMail[]).find(reportOf);
  await expect.poll(reportMail, { timeout: 20_000 }).toBeTruthy();
  const mail = (await reportMail()) as CaughtMail;
  expect(mail.to.map((to) => to.address)).toEqual([ACCOUNTS.inspector]);
  const attachment = reportOf(mail);
  expect(attachment?.filename).toMatch(/\.xlsx$/);
  expect(attachment?.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  // An .xlsx is a ZIP archive.
  const file = await request.get(`${MAILDEV_API}/${mail.id}/attachment/${attachment?.generatedFileName}`);
  expect(file.ok()).toBe(true);
  expect((await file.body()).subarray(0, 2).toString('latin1')).toBe('PK');
});
