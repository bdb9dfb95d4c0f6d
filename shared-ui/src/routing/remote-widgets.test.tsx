import { apiClient, resetAllStores, unwrapMembers } from '@portal/shared-api';
import { screen } from '@testing-library/react';
import { collection, fakeApi, renderWidget } from '../testing';
import { useWidgetData } from './use-widget-data';
import { defineRemoteWidgets } from './remote-widgets';

const TEAMS = 'GET /api/teams';

const readTeams = async (signal: AbortSignal) => unwrapMembers<{ name: string }>((await apiClient.get('teams', { signal })).data).map((team) => team.name);

function Teams() {
  const teams = useWidgetData(readTeams, ['teams']);
  return teams ? <p>{teams.join(', ')}</p> : <p>Cargando</p>;
}

const [teamsWidget] = defineRemoteWidgets('mf_demo', [
  { widget: 'teams', title: 'Equipos', access: 'isAuthenticated', load: async () => ({ Component: Teams }), read: readTeams },
]);
if (!teamsWidget) throw new Error('no widget');

const readsOf = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.key === TEAMS).length;

describe('a widget whose read is declared with its folder', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    resetAllStores();
  });

  it('starts its read when the shell preloads the card, and the card shows that answer without reading again', async () => {
    let names = ['Soporte'];
    const api = fakeApi({ [TEAMS]: () => collection(names.map((name) => ({ name }))) });
    await teamsWidget.Component.preload?.();
    expect(readsOf(api)).toBe(1);
    names = ['Redes'];
    await renderWidget(teamsWidget);
    expect(await screen.findByText('Soporte')).toBeInTheDocument();
    expect(readsOf(api)).toBe(1);
  });

  it('shows a started read that has already answered in its first render', async () => {
    fakeApi({ [TEAMS]: () => collection([{ name: 'Soporte' }]) });
    const seen: (string[] | undefined)[] = [];
    function Recorded() {
      const teams = useWidgetData(readTeams, ['teams']);
      seen.push(teams);
      return <p>{teams?.join(', ') ?? 'Cargando'}</p>;
    }
    const [recorded] = defineRemoteWidgets('mf_demo', [
      { widget: 'recorded', title: 'Equipos', access: 'isAuthenticated', load: async () => ({ Component: Recorded }), read: readTeams },
    ]);
    if (!recorded) throw new Error('no widget');
    await recorded.Component.preload?.();
    // The read's answer arrives before the card mounts.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await renderWidget(recorded);
    expect(screen.getByText('Soporte')).toBeInTheDocument();
    expect(seen[0]).toEqual(['Soporte']);
  });

  it('reads again when the card mounts too long after the preload for that answer to be current', async () => {
    const api = fakeApi({ [TEAMS]: () => collection([{ name: 'Soporte' }]) });
    const preloadedAt = Date.now();
    await teamsWidget.Component.preload?.();
    jest.spyOn(Date, 'now').mockReturnValue(preloadedAt + 6_000);
    await renderWidget(teamsWidget);
    expect(await screen.findByText('Soporte')).toBeInTheDocument();
    expect(readsOf(api)).toBe(2);
  });

  it("does not hand one person's started read to the next person signed in on the tab", async () => {
    const api = fakeApi({ [TEAMS]: () => collection([{ name: 'Soporte' }]) });
    await teamsWidget.Component.preload?.();
    resetAllStores();
    await renderWidget(teamsWidget);
    expect(await screen.findByText('Soporte')).toBeInTheDocument();
    expect(readsOf(api)).toBe(2);
  });

  it("shows a started read's failure on the card", async () => {
    // React and the router report the thrown error on the console; the card is what is checked.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({ [TEAMS]: () => ({ status: 503, data: { 'hydra:description': 'El portal está en mantenimiento.' } }) });
    await teamsWidget.Component.preload?.();
    await renderWidget(teamsWidget);
    expect(await screen.findByRole('alert')).toHaveTextContent('Fallo: El portal está en mantenimiento.');
    expect(readsOf(api)).toBe(1);
  });

  it('shows a started read that failed before the card mounted without reading again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    const api = fakeApi({ [TEAMS]: () => (failing ? { status: 500, data: { 'hydra:description': 'Error interno' } } : collection([{ name: 'Soporte' }])) });
    await teamsWidget.Component.preload?.();
    // The failure arrives before the card mounts: its first render throws it, and React renders it once more.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await renderWidget(teamsWidget);
    expect(await screen.findByRole('alert')).toHaveTextContent('Fallo: Error interno');
    expect(readsOf(api)).toBe(1);
    // A later mount, as 'Reintentar' makes, reads anew.
    failing = false;
    await new Promise((resolve) => setTimeout(resolve, 0));
    await renderWidget(teamsWidget);
    expect(await screen.findByText('Soporte')).toBeInTheDocument();
    expect(readsOf(api)).toBe(2);
  });
});
