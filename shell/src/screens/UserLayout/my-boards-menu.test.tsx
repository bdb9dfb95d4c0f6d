import type { SessionUser } from '@portal/shared-api';
import { type FakeLiveFeed, installFakeLiveFeed } from '@portal/shared-api/testing';
import { collection, ok } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import type { RemoteConfig } from '../../federation/remotes-config';
import { fakeLayoutApi, MEMBER_ID, renderLayoutAs } from '../../testing/render-layout';

const BOARDS: RemoteConfig = {
  name: 'mf_approvals',
  entry: 'http://127.0.0.1:3101/mf-manifest.json',
  enabled: true,
  routes: [{ path: '/board/:boardTeamID', access: 'isAuthenticated', deniedRedirect: '/login' }],
  nav: [],
};

const membership = (teamId: number, name: string) => ({
  '@id': `/api/user_teams/${teamId}`,
  team: { '@id': `/api/teams/${teamId}`, id: teamId, name, deleted: false, managerOnly: false, incidentVisible: true, logo: null },
  title: null,
  responsable: null,
  hidden: false,
});

const withTeams = (...teams: ReturnType<typeof membership>[]) => ({ teams, encargadoTeams: [] }) as unknown as Partial<SessionUser>;

let feed: FakeLiveFeed;
beforeEach(() => {
  feed = installFakeLiveFeed();
});
afterEach(() => feed.restore());

const myBoardsMenu = () => screen.findByRole('navigation', { name: 'Mis tableros' });

it("lists the person's boards under 'Mis tableros' and follows a team they join, without a reload", async () => {
  let session = { user: { id: MEMBER_ID, roles: ['ROLE_USER'], ...withTeams(membership(3, 'Soporte')) } };
  const api = fakeLayoutApi({
    [`GET /api/session/${MEMBER_ID}`]: () => ok(session),
    [`GET /api/notifications?deleted=false&seen=false&user=${MEMBER_ID}&page=1&itemsPerPage=1`]: () => collection([]),
  });
  await renderLayoutAs(undefined, { user: withTeams(membership(3, 'Soporte')), remotes: [BOARDS] });
  const menu = await myBoardsMenu();
  expect(within(menu).getByRole('link', { name: 'Soporte' })).toHaveAttribute('href', '/board/3');

  session = { user: { id: MEMBER_ID, roles: ['ROLE_USER'], ...withTeams(membership(3, 'Soporte'), membership(5, 'Redes')) } };
  await feed.send({ '@id': '/api/teams/5', '@type': 'Team', id: 5, name: 'Redes' });

  expect(await within(await myBoardsMenu()).findByRole('link', { name: 'Redes' })).toHaveAttribute('href', '/board/5');
  expect(api.calls.map((call) => call.key)).toContain(`GET /api/session/${MEMBER_ID}`);
});

it('shows no boards section to someone without teams, or when boards are switched off', async () => {
  fakeLayoutApi({ [`GET /api/notifications?deleted=false&seen=false&user=${MEMBER_ID}&page=1&itemsPerPage=1`]: () => collection([]) });
  await renderLayoutAs(undefined, { user: withTeams(membership(3, 'Soporte')), remotes: [{ ...BOARDS, enabled: false }] });
  expect(await screen.findByRole('navigation', { name: 'Pantallas' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Mis tableros' })).not.toBeInTheDocument();
});
