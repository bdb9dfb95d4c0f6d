import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';
import { portalOrigin } from './portal-urls';

test.describe('organisation administration', () => {
  test('a department manager creates a team, renames it, manages its members, moves it, deletes and restores it', async ({ page }) => {
    const name = `Equipo E2E ${Date.now()}`;
    const renamed = `${name} bis`;
    await logIn(page, ACCOUNTS.departmentManager);
    await openFromMenu(page, 'Gestión de departamentos');
    await expect(page.getByRole('heading', { name: 'Gestión de departamentos' })).toBeVisible();
    await page.getByLabel('Departamento', { exact: true }).selectOption({ label: 'Tecnología' });
    await expect(page).toHaveURL(/\/gestion_departamentos\/\d+$/);

    const create = page.getByRole('form', { name: 'Nuevo equipo' });
    await create.getByRole('button', { name: 'Crear' }).click();
    await expect(create.getByText('El nuevo equipo debe tener un responsable')).toBeVisible();
    await create.getByLabel('Nombre').fill(name);
    await create.getByRole('combobox', { name: 'Responsable' }).fill('laura');
    await create.getByRole('option', { name: /Laura Díaz/ }).click();
    await create.getByRole('button', { name: 'Crear' }).click();
    await page.getByRole('link', { name: `Administrar ${name}` }).click();
    await expect(page).toHaveURL(/\/gestion_equipos\/\d+$/);

    const nameRegion = page.getByRole('region', { name: 'Nombre del equipo' });
    await expect(nameRegion.getByText(name, { exact: true })).toBeVisible();
    await nameRegion.getByRole('button', { name: 'Cambiar nombre del equipo' }).click();
    await nameRegion.getByPlaceholder('introduzca nuevo nombre').fill(renamed);
    await nameRegion.getByRole('button', { name: 'Cambiar', exact: true }).click();
    await expect(nameRegion.getByText(renamed, { exact: true })).toBeVisible();

    const members = page.getByRole('region', { name: 'Usuarios del equipo' });
    await expect(members.getByText(/Laura Díaz/)).toBeVisible();
    await members.getByRole('combobox').fill('pablo');
    await members.getByRole('option', { name: /Pablo Hernández/ }).click();
    const removePablo = members.getByRole('button', { name: 'Quitar Pablo Hernández Soto' });
    await expect(removePablo).toBeVisible();
    await removePablo.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
    await expect(removePablo).toHaveCount(0);

    await nameRegion.getByLabel('Subdepartamento').selectOption({ label: 'Redes' });
    await expect(nameRegion.getByLabel('Subdepartamento').locator('option:checked')).toHaveText('Redes');

    await page.getByRole('button', { name: 'Eliminar equipo' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
    await page.getByRole('button', { name: 'Recuperar equipo' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
    await expect(page.getByRole('button', { name: 'Eliminar equipo' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Nombre del equipo' }).getByText(renamed, { exact: true })).toBeVisible();
    const subdepartment = page.getByLabel('Subdepartamento');
    await expect(subdepartment.locator('option:checked')).toHaveText('Redes');
    await expect(page.getByRole('region', { name: 'Usuarios del equipo' }).getByText(/Pablo Hernández/)).toHaveCount(0);
  });

  test('a sub-department manager administers only the teams of their sub-department', async ({ page }) => {
    await logIn(page, ACCOUNTS.subdepartmentManager);
    await openFromMenu(page, 'Gestión de equipos');
    await expect(page.getByLabel('Departamento', { exact: true })).toHaveValue(/\d+/);
    const teams = page.getByLabel('Equipo', { exact: true });
    await expect(teams.getByRole('option', { name: 'Soporte' })).toHaveCount(1);
    await expect(teams.getByRole('option', { name: 'Aplicaciones' })).toHaveCount(0);
    await teams.selectOption({ label: 'Soporte' });
    await expect(page).toHaveURL(/\/gestion_equipos\/\d+$/);
    const tools = page.getByRole('region', { name: 'Herramientas' });
    const notify = tools.getByRole('checkbox', { name: 'Avisar al responsable al crear una tarea' });
    const before = await notify.isChecked();
    await notify.click();
    await expect(page.getByText('¡Guardado!')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Herramientas' }).getByRole('checkbox', { name: 'Avisar al responsable al crear una tarea' })).toBeChecked({
      checked: !before,
    });
    const menu = page.getByRole('complementary', { name: 'Menú principal' });
    await expect(menu.getByRole('link', { name: 'Gestión de departamentos' })).toHaveCount(0);
  });

  test('a team manager cannot open department management and is sent to the start page', async ({ page }) => {
    await logIn(page, ACCOUNTS.teamManager);
    const menu = page.getByRole('complementary', { name: 'Menú principal' });
    await expect(menu.getByRole('link', { name: 'Gestión de departamentos' })).toHaveCount(0);
    await page.goto('/gestion_departamentos');
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByRole('heading', { name: 'Gestión de departamentos' })).toHaveCount(0);
  });

  test("the remote's own page mounts its parcel and unmounts it cleanly", async ({ page }) => {
    await page.goto(`${portalOrigin(3102)}/`);
    const host = page.locator('#parcel-host');
    await expect(host.getByRole('heading', { name: 'Gestión de equipos' })).toBeVisible();
    await page.getByRole('button', { name: 'Desmontar' }).click();
    await expect(host).toBeEmpty();
    await page.getByRole('button', { name: 'Montar' }).click();
    await expect(host.getByRole('heading', { name: 'Gestión de equipos' })).toBeVisible();
  });
});
