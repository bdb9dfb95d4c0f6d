import { apiSessionFor, teamIdOf } from './api-helpers';
import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';

/** Lets Soporte's team manager decide its requested tasks (`team_unlock_tasks` '1'), as the team's administrator would. */
async function letTeamManagerUnlock(teamId: number) {
  const { api } = await apiSessionFor(ACCOUNTS.admin);
  const listed = (await (await api.get(`/api/configurations?name=team_unlock_tasks&data=${teamId}`)).json()) as { 'hydra:member': { id: number }[] };
  const [existing] = listed['hydra:member'];
  const answer = existing
    ? await api.put(`/api/configurations/${existing.id}`, { data: { value: ['1'] } })
    : await api.post('/api/configurations', { data: { name: 'team_unlock_tasks', data: String(teamId), value: ['1'] } });
  expect(answer.ok(), await answer.text()).toBe(true);
  await api.dispose();
}

test("a team manager authorises a member's incident from /pendientes, and it moves on the member's open board without a reload", async ({ browser }) => {
  const soporte = await teamIdOf('Soporte');
  await letTeamManagerUnlock(soporte);
  const subject = `Pantalla parpadea ${Date.now()}`;

  const memberPage = await (await browser.newContext()).newPage();
  await logIn(memberPage, ACCOUNTS.member, `/board/${soporte}`);
  await expect(memberPage.getByRole('heading', { name: 'Tablero de Soporte' })).toBeVisible();

  const managerPage = await (await browser.newContext()).newPage();
  await logIn(managerPage, ACCOUNTS.teamManager);
  await openFromMenu(managerPage, 'Tareas pendientes');
  await expect(managerPage.getByRole('heading', { level: 1, name: 'Tareas pendientes de autorizar' })).toBeVisible();

  const { api, userId } = await apiSessionFor(ACCOUNTS.member);
  const raised = await api.post('/api/tasks', {
    data: {
      name: subject,
      team: `/api/teams/${soporte}`,
      incident: true,
      email: ACCOUNTS.member,
      status: '/api/task_statuses/2',
      messages: [{ message: 'Desde esta mañana', user: `/api/users/${userId}` }],
    },
  });
  expect(raised.status(), await raised.text()).toBe(201);
  await api.dispose();

  // Both open screens learn of the request from the live feed.
  await expect(memberPage.getByRole('region', { name: 'Solicitadas' }).getByRole('article', { name: subject })).toBeVisible();
  const card = managerPage.getByRole('article', { name: subject });
  await expect(card).toContainText('Desde esta mañana');
  await expect(card).toContainText('Ana García Pérez');
  await card.getByRole('button', { name: 'Autorizar' }).click();
  await expect(managerPage.getByText('Ok!')).toBeVisible();
  await expect(card).toHaveCount(0);

  await expect(memberPage.getByRole('region', { name: 'Activas' }).getByRole('article', { name: subject })).toBeVisible();
  await expect(memberPage.getByRole('region', { name: 'Solicitadas' }).getByRole('article', { name: subject })).toHaveCount(0);
});

test('someone who decides nothing is not offered the screen', async ({ page }) => {
  await logIn(page, ACCOUNTS.member);
  await expect(page.getByRole('complementary', { name: 'Menú principal' }).getByRole('link', { name: 'Tareas pendientes' })).toHaveCount(0);
  await page.goto('/pendientes');
  await expect(page).toHaveURL(/\/login$/);
});
