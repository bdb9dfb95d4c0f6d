import { apiClient, resetAllStores, unwrapMembers } from '@portal/shared-api';
import { installFakeLiveFeed } from '@portal/shared-api/testing';
import { act, screen } from '@testing-library/react';
import { defineRemoteCards } from './remote-cards';
import { collection, fakeApi, renderCard } from '../testing';
import { cardQuery, useCardQuery } from './card-query';

const TEAMS = 'GET /api/teams';

const teamsQuery = cardQuery(
  'mf_demo.teams',
  async (signal) => unwrapMembers<{ name: string }>((await apiClient.get('teams', { signal })).data).map((team) => team.name),
  ['teams'],
);

const seen: (string[] | undefined)[] = [];

function Teams() {
  const teams = useCardQuery(teamsQuery);
  seen.push(teams);
  return teams ? <p>{teams.join(', ')}</p> : <p>Cargando</p>;
}

const [teamsCard] = defineRemoteCards('mf_demo', [
  { card: 'teams', title: 'Equipos', access: 'isAuthenticated', load: async () => ({ Component: Teams }), query: teamsQuery },
]);
if (!teamsCard) throw new Error('no card');

const readsOf = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.key === TEAMS).length;
const team = (name: string, id = 1) => ({ '@id': `/api/teams/${id}`, id, name });

describe("a home card's query", () => {
  beforeEach(() => {
    seen.length = 0;
  });
  afterEach(() => jest.restoreAllMocks());

  it('is read when the shell preloads the card, and the card shows that answer without reading again', async () => {
    let names = ['Soporte'];
    const api = fakeApi({ [TEAMS]: () => collection(names.map((name) => ({ name }))) });
    await teamsCard.Component.preload?.();
    expect(readsOf(api)).toBe(1);
    names = ['Redes'];
    await renderCard(teamsCard);
    expect(await screen.findByText('Soporte')).toBeInTheDocument();
    expect(readsOf(api)).toBe(1);
  });

  it('shows an answer that arrived before the card mounted in its first render', async () => {
    fakeApi({ [TEAMS]: () => collection([{ name: 'Soporte' }]) });
    await teamsCard.Component.preload?.();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    await renderCard(teamsCard);
    expect(screen.getByText('Soporte')).toBeInTheDocument();
    expect(seen[0]).toEqual(['Soporte']);
  });

  it('is read again, after its loading state, when the card mounts too long after the preload for that answer to be current', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      let names = ['Soporte'];
      const api = fakeApi({ [TEAMS]: () => collection(names.map((name) => ({ name }))) });
      await teamsCard.Component.preload?.();
      // The answer arrives, then the card is shown only later.
      await act(async () => jest.advanceTimersByTimeAsync(0));
      expect(readsOf(api)).toBe(1);
      await act(async () => jest.advanceTimersByTimeAsync(6_000));
      names = ['Redes'];
      await renderCard(teamsCard);
      expect(await screen.findByText('Redes')).toBeInTheDocument();
      expect(seen).not.toContainEqual(['Soporte']);
      expect(readsOf(api)).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it("is not handed from one person to the next person signed in on the tab", async () => {
    const api = fakeApi({ [TEAMS]: () => collection([{ name: 'Soporte' }]) });
    await teamsCard.Component.preload?.();
    resetAllStores();
    await renderCard(teamsCard);
    expect(await screen.findByText('Soporte')).toBeInTheDocument();
    expect(readsOf(api)).toBe(2);
  });

  it('shows a preloaded failure on the card without reading again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({ [TEAMS]: () => ({ status: 503, data: { 'hydra:description': 'El portal está en mantenimiento.' } }) });
    await teamsCard.Component.preload?.();
    await renderCard(teamsCard);
    expect(await screen.findByRole('alert')).toHaveTextContent('Fallo: El portal está en mantenimiento.');
    expect(readsOf(api)).toBe(1);
  });

  it('reads anew when the card mounts again after it was left', async () => {
    let names = ['Soporte'];
    const api = fakeApi({ [TEAMS]: () => collection(names.map((name) => ({ name }))) });
    const { view } = await renderCard(teamsCard);
    expect(await screen.findByText('Soporte')).toBeInTheDocument();
    view.unmount();
    names = ['Redes'];
    await renderCard(teamsCard);
    expect(await screen.findByText('Redes')).toBeInTheDocument();
    expect(readsOf(api)).toBe(2);
  });

  it('reads once after a burst of live updates it accepts, showing the last answer until the new one', async () => {
    const feed = installFakeLiveFeed();
    try {
      let names = ['Soporte'];
      const api = fakeApi({ [TEAMS]: () => collection(names.map((name) => ({ name }))) });
      await renderCard(teamsCard);
      expect(await screen.findByText('Soporte')).toBeInTheDocument();
      names = ['Soporte', 'Redes'];
      await feed.send(team('Redes', 2), team('Redes', 2), { '@id': '/api/users/7', id: 7, name: 'Ana' });
      expect(screen.getByText('Soporte')).toBeInTheDocument();
      expect(await screen.findByText('Soporte, Redes')).toBeInTheDocument();
      expect(readsOf(api)).toBe(2);
      // An update of another resource is not the card's.
      await feed.send({ '@id': '/api/users/7', id: 7, name: 'Ana María' });
      await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
      expect(readsOf(api)).toBe(2);
    } finally {
      feed.restore();
    }
  });

  it('must be declared for the card that reads it', () => {
    expect(() =>
      defineRemoteCards('mf_demo', [{ card: 'teams-copy', title: 'Equipos', access: 'isAuthenticated', load: async () => ({ Component: Teams }), query: teamsQuery }]),
    ).toThrow('The query of mf_demo.teams-copy is declared for mf_demo.teams.');
  });
});
