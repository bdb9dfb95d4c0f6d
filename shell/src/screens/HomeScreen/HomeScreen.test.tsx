import { apiClient } from '@portal/shared-api';
import type { FakeRoutes } from '@portal/shared-api/testing';
import { cardQuery, defineRemoteCards, useCardQuery } from '@portal/shared-ui';
import type { ComponentType } from 'react';
import { collection } from '@portal/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemoteCards } from '../../federation/load-remote-cards';
import { parseRemotesConfig, type RemoteConfig } from '../../federation/remotes-config';
import { ADMIN, logInAs, logOut, MEMBER, renderPortal } from '../../testing/portal-under-test';

const MANAGER = { ...MEMBER, id: 9, '@id': '/api/users/9', email: 'dpto@empresa.es', roles: ['ROLE_USER', 'ROLE_DEPARTMENT_MANAGER'] } as typeof MEMBER;
import { fakeLayoutApi } from '../../testing/render-layout';
import { servedRemotesFile } from '../../testing/served-remotes-file';

jest.mock('../../federation/portal-registry');
jest.mock('../../federation/load-remote-cards');
const registerRemotes = jest.fn();
// The runtime instance the shell fetches on demand (the real one needs the build's shared modules).
jest.mock('../../federation/federation-host', () => ({ createFederationHost: () => ({ registerRemotes }) }));

const { remotes } = parseRemotesConfig(servedRemotesFile());

/** What a remote's `./widgets` would offer for the file's cards: a paragraph naming each, or the component `own` gives by card id. */
const fakeCards = (remote: RemoteConfig, own: Record<string, ComponentType> = {}) =>
  defineRemoteCards(
    remote.name,
    (remote.widgets ?? []).map((card) => ({
      card: card.id.split('.')[1] ?? '',
      title: card.title,
      access: card.access as 'isAuthenticated',
      load: async () => ({ Component: own[card.id] ?? (() => <p>Contenido de {card.title}</p>) }),
    })),
  );

const cardOf = (title: string) => screen.getByRole('article', { name: title });

/** Signs `as` in over the layout's fake API (which the test may widen before rendering). */
async function openHome(as: typeof MEMBER, more: FakeRoutes = {}) {
  await logInAs(as);
  return fakeLayoutApi({
    'GET /api/getActiveTasks': () => collection([]),
    [`GET /api/notifications?deleted=false&seen=false&user=${as.id}&page=1&itemsPerPage=1`]: () => collection([]),
    ...more,
  });
}

async function showHome(as: typeof MEMBER, file: RemoteConfig[] = remotes) {
  const api = await openHome(as);
  await act(async () => {
    renderPortal('/user', file);
  });
  await screen.findByRole('heading', { name: /^Hola,/ });
  return api;
}

const cardIds = () => screen.getAllByRole('article').map((card) => card.getAttribute('data-widget'));

beforeEach(() => jest.mocked(loadRemoteCards).mockImplementation(async (remote) => ({ ok: true, cards: fakeCards(remote) })));
afterEach(logOut);

describe('the home (/user)', () => {
  it("shows a member the shell's cards and the remotes' cards their rules allow, in the file's order", async () => {
    await showHome(MEMBER);
    expect(await screen.findByText('Contenido de Mis tableros')).toBeInTheDocument();
    const titles = screen.getAllByRole('article').map((card) => card.getAttribute('data-widget'));
    expect(titles).toEqual(['shell.today', 'shell.this-week', 'mf_approvals.my-boards', 'mf_profile.my-requests', 'mf_profile.pending-questionnaires']);
    expect(within(cardOf('Hoy')).getByText('No tiene ningún reloj en marcha.')).toBeInTheDocument();
    expect(jest.mocked(loadRemoteCards).mock.calls.map(([remote]) => remote.name)).toEqual(['mf_approvals', 'mf_profile']);
    // The menu is the way to every screen: the home does not repeat it.
    expect(screen.queryByRole('heading', { name: 'Accesos directos' })).not.toBeInTheDocument();
  });

  it("opens a manager's home on what waits for their decision, then their own day", async () => {
    await showHome(MANAGER);
    expect(await screen.findByText('Contenido de Pendiente de gestionar')).toBeInTheDocument();
    expect(cardIds().slice(0, 4)).toEqual(['mf_approvals.pending-decisions', 'mf_approvals.requested-tasks', 'shell.today', 'shell.this-week']);
  });

  it("opens an administrator's home on the portal's state, without personal clocks they do not keep", async () => {
    const api = await showHome(ADMIN);
    const state = cardOf('Estado del portal');
    expect(await within(state).findByTestId('portal-maintenance')).toHaveTextContent('Desactivado');
    expect(within(state).getByTestId('portal-modules')).toHaveTextContent(`${remotes.length} de ${remotes.length} activos`);
    expect(cardIds().slice(0, 3)).toEqual(['shell.portal-state', 'mf_approvals.pending-decisions', 'mf_approvals.requested-tasks']);
    expect(cardIds()).not.toEqual(expect.arrayContaining(['shell.today']));
    expect(cardIds()).not.toEqual(expect.arrayContaining(['shell.this-week']));
    expect(cardIds()).not.toEqual(expect.arrayContaining(['mf_approvals.my-boards']));
    // The card and the layout's maintenance gate share one read, and clocks nobody shows are not read.
    expect(api.calls.filter((call) => call.key === 'GET /api/configurations/1')).toHaveLength(1);
    expect(api.calls.map((call) => call.key)).not.toContain('GET /api/getActiveTasks');
  });

  it("says when the portal's state could not check maintenance mode, instead of failing the card", async () => {
    await logInAs(ADMIN);
    fakeLayoutApi({
      'GET /api/configurations/1': () => ({ status: 500, data: { 'hydra:description': 'Error interno' } }),
      'GET /api/getActiveTasks': () => collection([]),
      [`GET /api/notifications?deleted=false&seen=false&user=${ADMIN.id}&page=1&itemsPerPage=1`]: () => collection([]),
    });
    await act(async () => {
      renderPortal('/user', remotes);
    });
    expect(await within(cardOf('Estado del portal')).findByTestId('portal-maintenance')).toHaveTextContent('No se ha podido comprobar');
  });

  it("names a switched-off module in the administrator's portal state", async () => {
    await showHome(ADMIN, remotes.map((remote) => (remote.name === 'mf_reports' ? { ...remote, enabled: false } : remote)));
    const state = cardOf('Estado del portal');
    expect(await within(state).findByTestId('portal-modules')).toHaveTextContent(`${remotes.length - 1} de ${remotes.length} activos`);
    expect(state).toHaveTextContent('mf_reports');
  });

  it("shows an administrator every card they may see, each remote's cards loaded once", async () => {
    await showHome(ADMIN);
    expect(await screen.findByText('Contenido de Tareas por autorizar')).toBeInTheDocument();
    expect(screen.getByText('Contenido de Pendiente de gestionar')).toBeInTheDocument();
    expect(await screen.findByText('Contenido de Equipo hoy')).toBeInTheDocument();
    expect(jest.mocked(loadRemoteCards).mock.calls.map(([remote]) => remote.name).sort()).toEqual(['mf_approvals', 'mf_profile', 'mf_timeline']);
  });

  it('loads nothing of a remote whose cards the user may not see', async () => {
    const adminOnly = remotes.map((remote) => ({ ...remote, widgets: (remote.widgets ?? []).map((card) => ({ ...card, access: 'isAdmin' })) }));
    await showHome(MEMBER, adminOnly);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(loadRemoteCards).not.toHaveBeenCalled();
  });

  it("shows a down remote's cards as failures with 'Reintentar' while the others work, and retries", async () => {
    jest
      .mocked(loadRemoteCards)
      .mockImplementation(async (remote) => (remote.name === 'mf_approvals' ? { ok: false, reason: 'El módulo no responde.' } : { ok: true, cards: fakeCards(remote) }));
    await showHome(ADMIN);
    const card = cardOf('Pendiente de gestionar');
    expect(await within(card).findByRole('alert')).toHaveTextContent('El módulo no responde.');
    expect(within(cardOf('Tareas por autorizar')).getByRole('alert')).toHaveTextContent('El módulo no responde.');
    expect(within(cardOf('Estado del portal')).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(cardOf('Mis solicitudes')).queryByRole('alert')).not.toBeInTheDocument();
    jest.mocked(loadRemoteCards).mockImplementation(async (remote) => ({ ok: true, cards: fakeCards(remote) }));
    await userEvent.click(within(card).getByRole('button', { name: 'Reintentar' }));
    expect(await within(card).findByText('Contenido de Pendiente de gestionar')).toBeInTheDocument();
    expect(jest.mocked(loadRemoteCards).mock.calls.filter(([remote]) => remote.name === 'mf_approvals')).toHaveLength(2);
    // The runtime is told to fetch the remote's entry again rather than keep its failure.
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_approvals', entry: 'http://127.0.0.1:3101/mf-manifest.json' }], { force: true });
  });

  it('reads a card again by itself while the service is down for a moment, and shows it once the service is back', async () => {
    const pending = cardQuery('mf_approvals.pending', async (signal) => (await apiClient.get<{ total: number }>('pending', { signal })).data, []);
    function PendingCount() {
      return <p>Pendientes: {useCardQuery(pending)?.total}</p>;
    }
    jest.mocked(loadRemoteCards).mockImplementation(async (remote) => ({ ok: true, cards: fakeCards(remote, { 'mf_approvals.pending-decisions': PendingCount }) }));
    let down = true;
    const outage = { status: 503, data: { error: 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos segundos.' } };
    const api = await openHome(ADMIN, { 'GET /api/pending': () => (down ? outage : { status: 200, data: { total: 4 } }) });
    await act(async () => {
      renderPortal('/user', remotes);
    });
    const card = await screen.findByRole('article', { name: 'Pendiente de gestionar' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('El servicio no está disponible en este momento.');
    down = false;
    expect(await within(card).findByText('Pendientes: 4', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === 'GET /api/pending')).toHaveLength(2);
  });

  it("says a switched-off remote's cards are not available, without loading it", async () => {
    await showHome(MEMBER, remotes.map((remote) => (remote.name === 'mf_approvals' ? { ...remote, enabled: false } : remote)));
    expect(within(cardOf('Mis tableros')).getByRole('alert')).toHaveTextContent('Este módulo no está disponible en este momento.');
    expect(within(cardOf('Mis tableros')).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(jest.mocked(loadRemoteCards).mock.calls.map(([remote]) => remote.name)).not.toContain('mf_approvals');
  });
});
