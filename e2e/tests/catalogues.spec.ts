import { createTeamTask } from './api-helpers';
import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';

/** A member with no request of her own pending; the request made here is rejected at the end, so her profile is free again for other tests. */
const LAURA = 'laura.diaz@empresa.es';

test('an admin creates a schedule with two ranges on Monday, a member asks for it in her profile, and the request shows it', async ({ page, browser }) => {
  const name = `Partido ${Date.now()}`;
  await logIn(page, ACCOUNTS.admin);
  await openFromMenu(page, 'Horarios');
  await expect(page.getByRole('heading', { name: 'Horarios', level: 1 })).toBeVisible();
  const creation = page.getByRole('form', { name: 'Nuevo horario' });
  await creation.getByLabel('Nombre').fill(name);
  await creation.getByLabel('Descripción').fill('Lunes de jornada partida');
  await creation.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByText('Sin horario asignado: tiempo libre')).toBeVisible();

  const ranges = page.getByRole('form', { name: 'Añadir tramo' });
  await ranges.getByLabel('Día').selectOption({ label: 'Lunes' });
  await ranges.getByLabel('Inicio').fill('08:00');
  await ranges.getByLabel('Fin').fill('14:00');
  await ranges.getByRole('button', { name: 'Añadir tramo' }).click();
  const monday = page.getByRole('list', { name: 'Lunes' });
  await expect(monday.getByRole('listitem')).toHaveCount(1);
  // An overlapping range is refused before it is sent.
  await ranges.getByLabel('Inicio').fill('13:00');
  await ranges.getByLabel('Fin').fill('18:00');
  await ranges.getByRole('button', { name: 'Añadir tramo' }).click();
  await expect(ranges.getByRole('alert')).toHaveText('El tramo se solapa con otro del mismo día');
  await ranges.getByLabel('Inicio').fill('15:00');
  await ranges.getByRole('button', { name: 'Añadir tramo' }).click();
  await expect(monday.getByRole('listitem')).toHaveText([/08:00 - 14:00/, /15:00 - 18:00/]);
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByRole('cell').nth(2)).toHaveText('9');

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await logIn(member, LAURA, '/profile');
  await member.getByLabel('Horario normal').selectOption({ label: name });
  await member.getByRole('button', { name: 'Guardar', exact: true }).click();
  await member.getByRole('dialog', { name: 'Guardar perfil' }).getByRole('button', { name: 'SÍ' }).click();
  await expect(member.getByText('¡Guardado!')).toBeVisible();
  await memberContext.close();

  await page.goto('/horarios/autorizar');
  const card = page.getByRole('article').filter({ hasText: `Solicitado: ${name}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('table', { name: 'Horario solicitado' })).toContainText('08:00 - 14:00');
  await card.getByRole('button', { name: 'Rechazar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  await expect(card).toHaveCount(0);
});

test('an admin creates a tag with a failing colour pair, takes the suggested text colour, and a board open elsewhere offers it', async ({ page, browser }) => {
  const taskName = `Revisar etiquetas ${Date.now()}`;
  const tagName = `Visto bueno ${Date.now()}`;
  const { teamId, taskId } = await createTeamTask(ACCOUNTS.member, 'Soporte', taskName);

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await logIn(manager, ACCOUNTS.departmentManager, `/board/${teamId}/slidepanel/${taskId}`);
  const picker = manager.getByLabel('Etiqueta de Autorización');
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('option', { name: tagName })).toHaveCount(0);

  await logIn(page, ACCOUNTS.admin);
  // 'Etiquetas por Solicitante' is in the menu too.
  await page.getByRole('complementary', { name: 'Menú principal' }).getByRole('link', { name: 'Etiquetas', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Etiquetas', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Nueva etiqueta' }).click();
  const form = page.getByRole('form', { name: 'Nueva etiqueta' });
  await form.getByLabel('Nombre').fill(tagName);
  await form.getByLabel('Tipo').selectOption({ label: 'Autorización' });
  await form.getByLabel('Color de fondo').fill('#43a047');
  await form.getByLabel('Color del texto').fill('#ffffff');
  await expect(form.getByRole('alert')).toContainText('El color del texto no contrasta lo suficiente con el fondo');
  await form.getByRole('button', { name: 'Usar texto negro' }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('¡Guardado!')).toBeVisible();
  const chip = page.getByRole('region', { name: 'Autorización' }).getByText(tagName, { exact: true });
  await expect(chip).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(chip).toHaveCSS('background-color', 'rgb(67, 160, 71)');

  // The board open in the other browser heard of the new tag: no reload.
  await expect(picker.getByRole('option', { name: tagName })).toHaveCount(1);
  await managerContext.close();
});

test('a member is sent away from /tags and reads /horarios without editing', async ({ page }) => {
  await logIn(page, ACCOUNTS.member, '/tags');
  await expect(page).not.toHaveURL(/\/tags$/);
  await page.goto('/horarios');
  await expect(page.getByRole('heading', { name: 'Horarios', level: 1 })).toBeVisible();
  await expect(page.getByText('Solo los administradores pueden cambiar los horarios.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Nuevo horario' })).toHaveCount(0);
});
