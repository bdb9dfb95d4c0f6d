import { readFile } from 'node:fs/promises';
import { apiSessionFor } from './api-helpers';
import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

/** Uploads a PDF to a live task and soft-deletes it, as an admin would from the task; returns its id. */
async function softDeletedTaskFile(name: string): Promise<number> {
  const { api } = await apiSessionFor(ACCOUNTS.admin);
  const tasks = (await (await api.get('/api/appTasks?deleted=false&store=false')).json()) as { 'hydra:member': { id: number }[] };
  const task = tasks['hydra:member'][0];
  if (!task) throw new Error('no live task in the demo data');
  const uploaded = await api.post('/api/media_objects', {
    multipart: { entity: 'Task', entity_id: String(task.id), file: { name, mimeType: 'application/pdf', buffer: PDF } },
  });
  if (uploaded.status() !== 201) throw new Error(`upload failed: ${uploaded.status()} ${await uploaded.text()}`);
  const { id } = (await uploaded.json()) as { id: number };
  const deleted = await api.patch(`/api/media_objects/${id}`, { data: { deleted: true }, headers: { 'Content-Type': 'application/merge-patch+json' } });
  if (!deleted.ok()) throw new Error(`soft delete failed: ${deleted.status()}`);
  await api.dispose();
  return id;
}

test.describe('system tools', () => {
  test('a system admin makes a backup, follows its log and downloads the new file; a manager gets neither the control nor the file', async ({ page, browser }) => {
    await logIn(page, ACCOUNTS.sysAdmin);
    await openFromMenu(page, 'Gestión de Sistema');
    await expect(page.getByRole('heading', { name: 'Gestión de Sistema' })).toBeVisible();
    await page.getByRole('button', { name: 'Generar copia de seguridad' }).click();
    const log = page.getByRole('log', { name: 'Registro de la copia de seguridad' });
    const done = log.getByText(/^Copia de seguridad completada: (portal-\S+\.sql\.gz)/);
    await expect(done).toBeVisible({ timeout: 60_000 });
    const fileName = /completada: (\S+\.sql\.gz)/.exec((await done.textContent()) ?? '')?.[1] ?? '';
    const row = page.getByRole('row', { name: new RegExp(fileName.replace(/\./g, '\\.')) });
    await expect(row).toBeVisible();

    const downloading = page.waitForEvent('download');
    await row.getByRole('link', { name: `Descargar ${fileName}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(fileName);
    const bytes = await readFile(await download.path());
    // A gzip stream, as kept on the server.
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    const managerContext = await browser.newContext();
    const manager = await managerContext.newPage();
    await logIn(manager, ACCOUNTS.departmentManager, '/gestion_sistema');
    await expect(manager).not.toHaveURL(/gestion_sistema/);
    await expect(manager.getByRole('link', { name: /^Descargar portal-/ })).toHaveCount(0);
    const { api } = await apiSessionFor(ACCOUNTS.departmentManager);
    const refused = await api.get(`/api/database_backups/files/${fileName}`);
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { '@type': string })['@type']).toBe('hydra:Error');
    await api.dispose();
    await managerContext.close();
  });

  test('an admin adds an allowed domain and removes it again', async ({ page }) => {
    const domain = `e2e-${Date.now()}.example.es`;
    await logIn(page, ACCOUNTS.admin);
    await openFromMenu(page, 'Gestión de Sistema');
    await page.getByLabel('Nuevo dominio').fill(domain.toUpperCase());
    await page.getByRole('button', { name: 'Añadir' }).click();
    await expect(page.getByText('Ok!')).toBeVisible();
    // Stored as the server normalised it.
    const remove = page.getByRole('button', { name: `Quitar ${domain}` });
    await expect(remove).toBeVisible();
    await remove.click();
    await expect(remove).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Gestión de Sistema' })).toBeVisible();
    await expect(page.getByText(domain)).toHaveCount(0);
  });

  test('a file soft-deleted from a task shows in the deleted files and is removed for good after the confirmation', async ({ page }) => {
    const name = `e2e-${Date.now()}.pdf`;
    const id = await softDeletedTaskFile(name);
    await logIn(page, ACCOUNTS.admin);
    await openFromMenu(page, 'Archivos eliminados');
    const row = page.getByRole('article', { name });
    await expect(row.getByRole('img', { name: 'Archivo PDF' })).toBeVisible();
    await row.getByRole('button', { name: 'Eliminar definitivamente' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Está seguro de que desea eliminar este archivo?' });
    await expect(dialog.getByText('Se borrará del disco y de la base de datos')).toBeVisible();
    await dialog.getByRole('button', { name: 'Sí' }).click();
    await expect(row).toHaveCount(0);
    const { api } = await apiSessionFor(ACCOUNTS.admin);
    expect((await api.get(`/api/files/${id}`)).status()).toBe(404);
    await api.dispose();
  });
});
