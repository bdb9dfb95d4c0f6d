import { type FakeRoutes, installFakeLiveFeed } from '@portal/shared-api/testing';
import { collection, ok } from '@portal/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, logInAs, renderAt } from '../../../testing/fixtures';
import type { RegistryHistoryEntry, RemoteModule, RemoteRelease } from './remote-modules-api';

const release = (id: number, version: string, extra: Partial<RemoteRelease> = {}): RemoteRelease => ({
  id,
  version,
  commit: `${id}abcdef0123456789`,
  builtAt: '2026-11-28T08:00:00.000Z',
  entry: `http://127.0.0.1:3103/releases/${version}/mf-manifest.json`,
  publishedAt: '2026-11-28T09:30:00.000Z',
  publishedBy: '/api/users/1',
  publishedWithToken: false,
  lastHour: { loads: 0, failures: 0 },
  ...extra,
});
const entry = (action: RegistryHistoryEntry['action'], version: string, previousVersion: string | null = null): RegistryHistoryEntry => ({
  action,
  version,
  previousVersion,
  share: null,
  by: action === 'auto-rollback' ? null : 'Administración',
  withToken: false,
  at: '2026-11-28T10:00:00.000Z',
});

const OLD = release(1, '1.0.0');
const LIVE = release(2, '1.1.0', { publishedWithToken: true, lastHour: { loads: 12, failures: 1 } });
const NEW = release(3, '1.2.0');
const reports = (extra: Partial<RemoteModule> = {}): RemoteModule => ({
  name: 'mf_reports',
  enabled: true,
  revision: 7,
  live: LIVE,
  candidate: null,
  share: 0,
  releases: [NEW, LIVE, OLD],
  history: [entry('auto-rollback', '1.1.0', '1.2.0'), entry('promote', '1.1.0', '1.0.0'), entry('publish', '1.1.0')],
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...extra,
});

const STALE = 'El módulo ha cambiado mientras tanto: vuelva a leer su estado e inténtelo de nuevo.';
const refused = (message: string, status = 409) => ({ status, data: { '@type': 'hydra:Error', 'hydra:description': message } });

type Served = { name: string; enabled: boolean }[];
const SERVED: Served = [{ name: 'mf_reports', enabled: true }];

/** The remotes file the shell serves, asked to include the registry change the section read last. */
function servedFile(registry: RemoteModule[][], served: () => Served): FakeRoutes {
  const keys = registry.map((modules) => {
    const last = [...modules].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
    return last ? `GET /config/remotes.json?revision=${encodeURIComponent(`${last.name}:${last.revision}`)}` : 'GET /config/remotes.json';
  });
  const file = () => ok({ allowedOrigins: [], remotes: served().map((remote) => ({ ...remote, entry: `http://127.0.0.1:3100/${remote.name}/mf-manifest.json` })) });
  return Object.fromEntries(keys.map((key) => [key, file]));
}

/**
 * The console around the section, quiet; `registry` answers the section's reads in turn (the last one repeats), and
 * `served` the remotes file the shell serves.
 */
function consoleWith(registry: RemoteModule[][], overrides: FakeRoutes = {}, served: () => Served = () => SERVED) {
  let reads = 0;
  const routes: FakeRoutes = {
    ...servedFile(registry, served),
    'GET /api/configurations/1': () => ok({ '@id': '/api/configurations/1', id: 1, name: 'client_maintenance', data: '0', value: [], user: null }),
    'GET /api/app_events?page=1&itemsPerPage=30': () => collection([]),
    'GET /api/audit_logs?page=1&itemsPerPage=30': () => collection([]),
    'GET /api/remote_modules': () => collection(registry[Math.min(reads++, registry.length - 1)] ?? []),
    'GET /api/users?id=1&summary=1': () => collection([{ '@id': '/api/users/1', id: 1, name: 'Administración', email: 'admin@empresa.es', image: null, deleted: false }]),
    ...overrides,
  };
  const view = renderAt('/admin', routes);
  return { ...view, reads: () => reads };
}

const moduleCard = (name: string) => screen.findByRole('article', { name: new RegExp(`^${name}`) });
const releaseItem = (card: HTMLElement, version: string) => within(card).getByRole('listitem', { name: `Versión ${version}` });

beforeEach(() => logInAs(ADMIN));

describe("the admin console's 'Módulos'", () => {
  it('names each remote as people know it, with its live release, its releases and its history', async () => {
    consoleWith([[reports()]]);
    const card = await moduleCard('Informes');
    expect(within(card).getByText('mf_reports')).toBeInTheDocument();
    const live = within(card).getByText('1.1.0', { selector: '.module-live-version' }).parentElement as HTMLElement;
    expect(live).toHaveTextContent('Commit 2abcdefPublicada el 28-11-2026 10:30 por AdministraciónPublicado con tokenÚltima hora: 12 cargas, 1 fallo');
    expect(within(releaseItem(card, '1.1.0')).getByText('En servicio')).toBeInTheDocument();
    expect(within(releaseItem(card, '1.0.0')).getByRole('button', { name: 'Volver a esta versión' })).toBeInTheDocument();
    expect(within(releaseItem(card, '1.2.0')).getByRole('button', { name: 'Poner en servicio' })).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'Activo' })).toBeChecked();
    expect(within(card).getByRole('switch', { name: 'Activo' })).toHaveAccessibleDescription(/aparece en el menú/);
    expect(within(card).getByText('Versión retirada automáticamente: 1.2.0 (vuelta a 1.1.0)')).toBeInTheDocument();
  });

  it('puts a newer release in service and shows the state the API answers', async () => {
    const { api } = consoleWith([[reports()], [reports({ live: NEW, revision: 8, history: [entry('promote', '1.2.0', '1.1.0')] })]], {
      'POST /api/remote_modules/mf_reports/promotion': () => ok(reports({ live: NEW, revision: 8 })),
    });
    const card = await moduleCard('Informes');
    await userEvent.click(within(releaseItem(card, '1.2.0')).getByRole('button', { name: 'Poner en servicio' }));

    expect(await screen.findByText('Versión 1.2.0 en servicio')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key.startsWith('POST'))?.body).toEqual({ version: '1.2.0', share: 100, revision: 7 });
    await waitFor(() => expect(within(releaseItem(card, '1.2.0')).getByText('En servicio')).toBeInTheDocument());
    expect(within(card).getByText('Versión 1.2.0 en servicio (antes 1.1.0)')).toBeInTheDocument();
  });

  it('a change decided on a stale state is refused with the server’s message, and the section reloads instead of overwriting', async () => {
    const { api, reads } = consoleWith([[reports()], [reports({ live: OLD, revision: 9 })]], {
      'POST /api/remote_modules/mf_reports/promotion': () => refused(STALE),
    });
    const card = await moduleCard('Informes');
    await userEvent.click(within(releaseItem(card, '1.2.0')).getByRole('button', { name: 'Poner en servicio' }));

    expect(await screen.findByText(STALE)).toBeInTheDocument();
    await waitFor(() => expect(within(releaseItem(card, '1.0.0')).getByText('En servicio')).toBeInTheDocument());
    expect(reads()).toBe(2);
    expect(api.calls.filter((call) => call.key.startsWith('POST'))).toHaveLength(1);
  });

  it('shows the compatibility gate’s refusal, naming the package, and keeps the chosen share', async () => {
    const gate = 'El módulo necesita @portal/shared-api ^1.5.0 y el shell en servicio ofrece 1.4.0.';
    const { api } = consoleWith([[reports()]], { 'POST /api/remote_modules/mf_reports/promotion': () => refused(gate) });
    const card = await moduleCard('Informes');
    const gradual = within(card).getByRole('group', { name: 'Publicación gradual' });
    fireEvent.change(within(gradual).getByRole('slider', { name: 'Publicación gradual' }), { target: { value: '30' } });
    await userEvent.click(within(gradual).getByRole('button', { name: 'Aplicar' }));

    expect(await screen.findByText(gate)).toBeInTheDocument();
    expect(api.calls.find((call) => call.key.startsWith('POST'))?.body).toEqual({ version: '1.2.0', share: 30, revision: 7 });
    expect(within(gradual).getByRole('slider', { name: 'Publicación gradual' })).toHaveValue('30');
  });

  it('withdraws a gradual candidate after asking', async () => {
    const gradual = reports({ candidate: NEW, share: 20 });
    const { api } = consoleWith([[gradual]], { 'POST /api/remote_modules/mf_reports/rollback': () => ok(reports({ revision: 8 })) });
    const card = await moduleCard('Informes');
    expect(within(card).getByText('La versión 1.2.0 llega al 20 % de las personas.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Retirar' }));
    const question = screen.getByRole('dialog', { name: 'Retirar la publicación gradual' });
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(api.calls.some((call) => call.key.startsWith('POST'))).toBe(false);

    await userEvent.click(within(card).getByRole('button', { name: 'Retirar' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retirar' }));
    expect(await screen.findByText('Versión retirada')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key.startsWith('POST'))).toEqual({ key: 'POST /api/remote_modules/mf_reports/rollback', body: { revision: 7 } });
  });

  it('goes back to an earlier release, or to the one live before, only after asking', async () => {
    const { api } = consoleWith([[reports()]], {
      'POST /api/remote_modules/mf_reports/promotion': () => ok(reports({ live: OLD, revision: 8 })),
      'POST /api/remote_modules/mf_reports/rollback': () => ok(reports({ live: OLD, revision: 8 })),
    });
    const card = await moduleCard('Informes');
    await userEvent.click(within(releaseItem(card, '1.0.0')).getByRole('button', { name: 'Volver a esta versión' }));
    expect(screen.getByRole('dialog', { name: 'Volver a esta versión' })).toHaveAccessibleDescription(
      '¿Volver a poner en servicio la versión 1.0.0 de Informes para todas las personas?',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(card).getByRole('button', { name: 'Volver a la versión anterior' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Volver a la versión anterior' })).getByRole('button', { name: 'Volver a la versión anterior' }));

    expect(await screen.findByText('Versión retirada')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key.startsWith('POST'))).toEqual([{ key: 'POST /api/remote_modules/mf_reports/rollback', body: { revision: 7 } }]);
  });

  it('switches a module off only after saying what that does, with a merge patch on the revision seen', async () => {
    const { api } = consoleWith([[reports()], [reports({ enabled: false, revision: 8 })]], {
      'PATCH /api/remote_modules/mf_reports': () => ok(reports({ enabled: false, revision: 8 })),
    });
    const card = await moduleCard('Informes');
    await userEvent.click(within(card).getByRole('switch', { name: 'Activo' }));
    const question = screen.getByRole('dialog', { name: 'Desactivar Informes' });
    expect(question).toHaveAccessibleDescription(/su menú desaparece/);
    await userEvent.click(within(question).getByRole('button', { name: 'Desactivar' }));

    expect(await screen.findByText('Módulo desactivado')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key.startsWith('PATCH'))?.body).toEqual({ enabled: false, revision: 7 });
    await waitFor(() => expect(within(card).getByRole('switch', { name: 'Activo' })).not.toBeChecked());
  });

  it('reloads when the registry changes elsewhere (another admin, a deploy pipeline)', async () => {
    const feed = installFakeLiveFeed();
    try {
      const { reads } = consoleWith([[reports()], [reports({ live: NEW, revision: 8 })]]);
      const card = await moduleCard('Informes');
      expect(within(releaseItem(card, '1.1.0')).getByText('En servicio')).toBeInTheDocument();
      await feed.send({ '@id': '/api/remotes_config', '@type': 'RemotesConfig', remote: 'mf_reports', revision: 8 });
      await waitFor(() => expect(within(releaseItem(card, '1.2.0')).getByText('En servicio')).toBeInTheDocument());
      expect(reads()).toBe(2);
    } finally {
      feed.restore();
    }
  });

  it('shows a new deploy token once, with a copy button and a note that it will not be shown again', async () => {
    const user = userEvent.setup();
    const token = `rdt_${'x'.repeat(43)}`;
    const { api } = consoleWith([[reports()]], { 'POST /api/remote_deploy_tokens': () => ({ status: 201, data: { token } }) });
    const card = await moduleCard('Informes');
    await user.click(within(card).getByRole('button', { name: 'Crear token de despliegue' }));

    const shown = await within(card).findByRole('group', { name: 'Token de despliegue' });
    expect(api.calls.find((call) => call.key === 'POST /api/remote_deploy_tokens')?.body).toEqual({ remote: 'mf_reports' });
    expect(within(shown).getByRole('textbox', { name: 'Token de despliegue' })).toHaveValue(token);
    expect(within(shown).getByText(/no se volverá a mostrar/)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Copiar' }));
    expect(await navigator.clipboard.readText()).toBe(token);

    await user.click(within(shown).getByRole('button', { name: 'Hecho, ya lo he guardado' }));
    expect(within(card).queryByDisplayValue(token)).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Crear token de despliegue' })).toBeInTheDocument();
  });

  it('says when the environment has no module at all, and why it could not be read with a retry', async () => {
    let failing = true;
    consoleWith(
      [[]],
      { 'GET /api/remote_modules': () => (failing ? refused('Error del servidor', 500) : collection([])) },
      () => [],
    );
    const section = await screen.findByRole('region', { name: 'Módulos' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('No se han podido cargar los módulos: Error del servidor');
    expect(screen.getByRole('switch', { name: 'Modo mantenimiento' })).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section).findByText('Este entorno no tiene ningún módulo.')).toBeInTheDocument();
  });

  it('lists a remote of the environment file that has no release, and switches it off and on through the registry', async () => {
    const timeline = (extra: Partial<RemoteModule>): RemoteModule => ({ ...reports(), name: 'mf_timeline', live: null, releases: [], history: [], ...extra });
    const off = timeline({ enabled: false, revision: 2, updatedAt: '2026-11-29T08:00:00.000Z' });
    let enabled = true;
    const { api } = consoleWith(
      [[reports()], [reports(), off], [reports(), timeline({ revision: 3, updatedAt: '2026-11-29T08:01:00.000Z' })]],
      {
        'PATCH /api/remote_modules/mf_timeline': ({ body }) => {
          enabled = (body as { enabled: boolean }).enabled;
          return ok(enabled ? timeline({ revision: 3 }) : off);
        },
      },
      () => [...SERVED, { name: 'mf_timeline', enabled }],
    );
    const card = await moduleCard('Timeline');
    expect(within(card).getByText('Sin versiones publicadas: se sirve la del archivo del entorno.')).toBeInTheDocument();
    expect(within(card).queryByRole('group', { name: 'Publicación gradual' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: /^Versiones/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Volver|Poner en servicio/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Crear token de despliegue' })).toBeEnabled();
    const toggle = within(card).getByRole('switch', { name: 'Activo' });
    expect(toggle).toBeChecked();

    await userEvent.click(toggle);
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Desactivar Timeline' })).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Módulo desactivado')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('switch', { name: 'Activo' })).not.toBeChecked());
    expect(within(card).getByRole('switch', { name: 'Activo' })).toHaveAccessibleDescription(/no está disponible/);

    await userEvent.click(within(card).getByRole('switch', { name: 'Activo' }));
    expect(await screen.findByText('Módulo activado')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('switch', { name: 'Activo' })).toBeChecked());
    expect(api.calls.filter((call) => call.key.startsWith('PATCH')).map((call) => call.body)).toEqual([
      { enabled: false, revision: 1 },
      { enabled: true, revision: 2 },
    ]);
  });

  it("lists the file's remotes in its order, says which one the file switches off and which one the portal never loads", async () => {
    const stray = { ...reports(), name: 'mf_stray', updatedAt: '2026-11-27T10:00:00.000Z' };
    consoleWith([[stray, reports()]], {}, () => [{ name: 'mf_profile', enabled: false }, ...SERVED]);
    const section = await screen.findByRole('region', { name: 'Módulos' });
    await moduleCard('Perfil');
    expect(within(section).getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent?.trim())).toEqual([
      'Perfil mf_profile',
      'Informes mf_reports',
      'mf_stray',
    ]);
    const profile = await moduleCard('Perfil');
    expect(within(profile).getByRole('switch', { name: 'Activo' })).toBeDisabled();
    expect(within(profile).getByRole('switch', { name: 'Activo' })).not.toBeChecked();
    expect(within(profile).getByRole('switch', { name: 'Activo' })).toHaveAccessibleDescription('Desactivado en el archivo del entorno: solo se activa allí.');
    expect(within(await moduleCard('mf_stray')).getByText('No figura en el archivo del entorno: el portal no lo carga.')).toBeInTheDocument();
  });
});
