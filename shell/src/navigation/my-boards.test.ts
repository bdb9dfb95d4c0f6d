import type { SessionUser } from '@portal/shared-api';
import type { RemoteConfig } from '../federation/remotes-config';
import { myBoards } from './my-boards';

const boards: RemoteConfig = {
  name: 'mf_approvals',
  entry: 'http://127.0.0.1:3101/mf-manifest.json',
  enabled: true,
  routes: [{ path: '/board/:boardTeamID', access: 'isAuthenticated', deniedRedirect: '/login' }],
  nav: [],
};

const team = (id: number, name: string, deleted = false) => ({ '@id': `/api/teams/${id}`, id, name, deleted, managerOnly: false, incidentVisible: true, logo: null });

const ana = {
  id: 7,
  email: 'ana.garcia@empresa.es',
  roles: ['ROLE_USER', 'ROLE_TEAM_MANAGER'],
  teams: [
    { '@id': '/api/user_teams/1', team: team(3, 'Soporte'), title: null, responsable: null, hidden: false },
    { '@id': '/api/user_teams/2', team: team(9, 'Antiguo', true), title: null, responsable: null, hidden: false },
    { '@id': '/api/user_teams/3', team: '/api/teams/4', title: null, responsable: null, hidden: false },
  ],
  encargadoTeams: [team(5, 'Atención al cliente'), team(3, 'Soporte')],
} as unknown as SessionUser;

describe('myBoards', () => {
  it('lists the live teams the person belongs to or manages, once each, by name', () => {
    expect(myBoards([boards], ana)).toEqual([
      { label: 'Atención al cliente', path: '/board/5' },
      { label: 'Soporte', path: '/board/3' },
    ]);
  });

  it('offers no board when the remote that serves boards is switched off, or to nobody', () => {
    expect(myBoards([{ ...boards, enabled: false }], ana)).toEqual([]);
    expect(myBoards([], ana)).toEqual([]);
    expect(myBoards([boards], null)).toEqual([]);
  });

  it('survives a session without teams', () => {
    expect(myBoards([boards], { id: 1, email: 'x@empresa.es', roles: ['ROLE_USER'] } as unknown as SessionUser)).toEqual([]);
  });
});
