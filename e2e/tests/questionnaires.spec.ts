import type { Browser, Page } from '@playwright/test';
import { apiSessionFor } from './api-helpers';
import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';

/** Three of Soporte's members in the demo organisation: its manager, Ana and Laura. */
const SOPORTE_MEMBERS = [ACCOUNTS.member, ACCOUNTS.teamManager, 'laura.diaz@empresa.es'];
const BEFORE_DEADLINE = 'Los resultados de un cuestionario anónimo se mostrarán cuando termine el plazo';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email);
  return page;
}

async function answer(page: Page, title: string, choice: string, score: string) {
  const row = page.getByRole('region', { name: 'Cuestionarios pendientes' }).getByRole('listitem', { name: title });
  await row.getByRole('button', { name: 'Responder' }).click();
  const form = page.getByRole('form', { name: `Responder: ${title}` });
  await form.getByRole('radio', { name: choice }).check();
  await form.getByRole('radio', { name: score, exact: true }).check();
  await form.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(page.getByRole('region', { name: 'Cuestionarios respondidos' }).getByRole('listitem', { name: title })).toBeVisible();
}

test.describe('questionnaires', () => {
  const title = `Clima del equipo ${Date.now()}`;

  // The demo database is shared by every test: the questionnaire leaves with its answers.
  test.afterAll(async () => {
    const { api } = await apiSessionFor(ACCOUNTS.admin);
    const quizzes = (await (await api.get('/api/quizzes')).json()) as { 'hydra:member': { id: number; title: string }[] };
    for (const quiz of quizzes['hydra:member'].filter((one) => one.title === title)) await api.delete(`/api/quizzes/${quiz.id}`);
    await api.dispose();
  });

  test('an admin publishes an anonymous questionnaire to Soporte; its results stay closed until its deadline, whoever answered', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const ana = await signedIn(browser, ACCOUNTS.member);
    await openFromMenu(ana, 'Cuestionarios');
    await expect(ana.getByRole('heading', { name: 'Cuestionarios', level: 1 })).toBeVisible();

    await logIn(page, ACCOUNTS.admin);
    await openFromMenu(page, 'Cuestionarios');
    await page.getByRole('button', { name: 'Nuevo cuestionario' }).click();
    const editor = page.getByRole('form', { name: 'Nuevo cuestionario' });
    await editor.getByLabel('Título').fill(title);
    await editor.getByLabel('Fecha límite').fill('2030-12-31T18:00');
    await expect(editor.getByRole('checkbox', { name: 'Anónimo' })).toBeChecked();
    await editor.getByRole('checkbox', { name: 'Equipo Soporte', exact: true }).check();
    const first = editor.getByRole('group', { name: 'Pregunta 1' });
    await first.getByLabel('Enunciado').fill('¿Cómo prefiere recibir los avisos?');
    await first.getByLabel('Opciones (una por línea)').fill('Correo\nPortal');
    await editor.getByRole('button', { name: 'Añadir pregunta' }).click();
    const second = editor.getByRole('group', { name: 'Pregunta 2' });
    await second.getByLabel('Enunciado').fill('Valore el servicio');
    await second.getByLabel('Tipo').selectOption({ label: 'Escala del 1 al 5' });
    await editor.getByRole('button', { name: 'Guardar borrador' }).click();

    const mine = page.getByRole('region', { name: 'Mis cuestionarios' }).getByRole('listitem', { name: title });
    await expect(mine.getByText('Borrador')).toBeVisible();
    await mine.getByRole('button', { name: 'Publicar' }).click();
    await page.getByRole('dialog', { name: 'Publicar cuestionario' }).getByRole('button', { name: 'Sí' }).click();
    await expect(mine.getByText('Publicado')).toBeVisible();

    // Ana's open screen shows it without a reload, and she answers first.
    await answer(ana, title, 'Correo', '4');
    const [, manager, laura] = SOPORTE_MEMBERS;
    const teamManagerPage = await signedIn(browser, manager as string);
    await teamManagerPage.goto('/quizz');
    await answer(teamManagerPage, title, 'Portal', '5');
    const lauraPage = await signedIn(browser, laura as string);
    await lauraPage.goto('/quizz');
    await answer(lauraPage, title, 'Correo', '3');

    // Three answers, but the deadline is ahead: reading the results before and after each answer would tell who said what.
    await mine.getByRole('button', { name: 'Resultados' }).click();
    const results = page.getByRole('region', { name: `Resultados: ${title}` });
    await expect(results.getByText('Han respondido 3 de 4 personas.')).toBeVisible();
    await expect(results.getByText(BEFORE_DEADLINE)).toBeVisible();
    await expect(results.getByRole('link', { name: 'Descargar' })).toHaveCount(0);
    await expect(results.getByRole('region', { name: '¿Cómo prefiere recibir los avisos?' })).toHaveCount(0);
    for (const other of [ana, teamManagerPage, lauraPage]) await other.context().close();
  });
});
