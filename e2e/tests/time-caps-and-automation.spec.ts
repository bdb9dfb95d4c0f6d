import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';

test.describe('time caps and task automation', () => {
  test('a department manager grants a time cap and sees it listed', async ({ page }) => {
    const description = `Bolsa e2e ${Date.now()}`;
    await logIn(page, ACCOUNTS.departmentManager);
    await openFromMenu(page, 'Conceder timecaps');
    await page.getByRole('combobox', { name: 'Solicitante' }).fill('Ana Garc');
    await page.getByRole('option', { name: /Ana García Pérez/ }).click();
    await page.getByLabel('Descripción').fill(description);
    await page.getByLabel('Horas').fill('3');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('¡Guardado!')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: description });
    await expect(row.getByRole('cell', { name: 'Ana García Pérez' })).toBeVisible();
    await expect(row.getByRole('cell', { name: '03:00:00' })).toBeVisible();
  });

  test('a department manager creates a weekly automation for a team, sees it in the table and deletes it', async ({ page }) => {
    const name = `Copia e2e ${Date.now()}`;
    await logIn(page, ACCOUNTS.departmentManager);
    await openFromMenu(page, 'Automatización de tareas');
    await page.getByLabel('Departamento', { exact: true }).selectOption({ label: 'Tecnología' });
    await page.getByRole('combobox', { name: 'Equipo', exact: true }).selectOption({ label: 'Soporte' });
    await expect(page.getByRole('heading', { name: 'Crear tarea automatizada para Soporte' })).toBeVisible();
    await page.getByLabel('Nombre de la tarea').fill(name);
    await page.getByLabel('Correo de avisos').fill('avisos@empresa.es');
    await page.getByLabel('Añadir usuario').selectOption({ label: 'Ana García Pérez' });
    await expect(page.getByText('Usuarios asignados (1)')).toBeVisible();
    await page.getByRole('combobox', { name: 'Cadencia' }).selectOption({ label: 'Semanal' });
    await page.getByRole('checkbox', { name: 'L', exact: true }).check();
    await page.getByRole('checkbox', { name: 'X', exact: true }).check();
    await page.getByLabel('Plazo').selectOption({ label: 'una semana' });
    await page.getByRole('button', { name: 'Crear Automatización' }).click();
    await expect(page.getByText('¡Guardado!')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('cell', { name: 'Semanal: L, X' })).toBeVisible();
    await expect(page.getByLabel('Nombre de la tarea')).toHaveValue('');
    await row.getByRole('button', { name: `Eliminar ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
    await expect(page.getByText('Eliminado !')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
