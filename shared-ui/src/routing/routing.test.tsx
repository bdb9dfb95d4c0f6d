import { apiClient, unwrapMembers } from '@portal/shared-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ActionFunctionArgs, data, Form, useActionData, useLoaderData } from 'react-router';
import { act, cleanup, render } from '@testing-library/react';
import { collection, fakeApi, renderRoutes } from '../testing';
import { PortalToaster } from '../toast';
import { revalidateAfterSuccessfulWrite, type WriteResult, writeAndNotify } from '../writes';
import { RouteLoadError, SCREEN_FAULT_EVENT } from '.';

const loader = async ({ request }: { request: Request }) =>
  unwrapMembers<{ name: string }>((await apiClient.get('teams', { signal: request.signal })).data);

function Teams() {
  const teams = useLoaderData<typeof loader>();
  const result = useActionData<WriteResult>();
  return (
    <Form method="post">
      <p>{teams.map((team) => team.name).join(', ')}</p>
      <input aria-label="Nombre" name="name" defaultValue="" />
      {result?.ok === false && <p>Campo: {result.fieldErrors.name}</p>}
      <button type="submit">Guardar</button>
    </Form>
  );
}

async function action({ request }: ActionFunctionArgs) {
  const name = String((await request.formData()).get('name'));
  return writeAndNotify(() => apiClient.post('teams', { name }), { success: '¡Guardado!' });
}

const routes = () => [
  {
    path: '/equipos',
    loader,
    action,
    shouldRevalidate: revalidateAfterSuccessfulWrite,
    Component: Teams,
    ErrorBoundary: () => <RouteLoadError title="Equipos" message="No se han podido cargar los equipos" />,
  },
];

describe('RouteLoadError', () => {
  it('shows the title, what failed with the server reason, and reruns the loader on Reintentar', async () => {
    let fail = true;
    const { api } = renderRoutes(routes(), {
      path: '/equipos',
      api: { 'GET /api/teams': () => (fail ? { status: 500, data: { error: 'Base de datos caída' } } : collection([{ name: 'Soporte' }])) },
    });
    expect(await screen.findByRole('heading', { name: 'Equipos' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No se han podido cargar los equipos: Base de datos caída');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Soporte')).toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/teams', 'GET /api/teams']);
  });
});

describe('RouteLoadError while the service is down for a moment', () => {
  it('reads again by itself after a second, without Reintentar, and shows the screen once the service is back', async () => {
    let down = true;
    const outage = { status: 503, data: { error: 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos segundos.' } };
    const { api } = renderRoutes(routes(), {
      path: '/equipos',
      api: { 'GET /api/teams': () => (down ? outage : collection([{ name: 'Soporte' }])) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se han podido cargar los equipos: El servicio no está disponible en este momento. Inténtelo de nuevo en unos segundos.',
    );
    down = false;
    expect(await screen.findByText('Soporte', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/teams', 'GET /api/teams']);
  });

  it('never reads again by itself after a failure that will not pass (a bug of the server)', async () => {
    const { api } = renderRoutes(routes(), {
      path: '/equipos',
      api: { 'GET /api/teams': () => ({ status: 500, data: { error: 'Error interno' } }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se han podido cargar los equipos: Error interno');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_500)));
    expect(api.calls).toHaveLength(1);
  });
});

describe('RouteLoadError and the release of the screen', () => {
  const faults: string[] = [];
  const onFault = (event: Event) => faults.push((event as CustomEvent<{ routeId: string }>).detail.routeId);
  beforeEach(() => {
    faults.length = 0;
    window.addEventListener(SCREEN_FAULT_EVENT, onFault);
  });
  afterEach(() => window.removeEventListener(SCREEN_FAULT_EVENT, onFault));

  const faulty = (fault: (args: { request: Request }) => Promise<unknown>) => [
    {
      id: 'mf_reports.reports',
      path: '/informes',
      loader: fault,
      Component: Teams,
      ErrorBoundary: () => <RouteLoadError title="Informes" message="No se han podido cargar los informes" />,
    },
  ];

  it("announces a fault of the screen's own code, with the route's id", async () => {
    renderRoutes(
      faulty(async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'map')");
      }),
      { path: '/informes', api: {} },
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(faults).toEqual(['mf_reports.reports']));
  });

  it('announces nothing when the API refused or failed: that is not the release’s fault', async () => {
    renderRoutes(faulty(loader), { path: '/informes', api: { 'GET /api/teams': () => ({ status: 500, data: { error: 'Base de datos caída' } }) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Base de datos caída');
    expect(faults).toEqual([]);
  });
});

describe('RouteLoadError for a missing item', () => {
  const itemRoutes = (notFound?: string) => [
    {
      path: '/equipos/:id',
      loader,
      Component: Teams,
      ErrorBoundary: () => <RouteLoadError title="Equipo" message="No se ha podido cargar el equipo" notFound={notFound} />,
    },
  ];

  it('says the item is not there, leads home and offers no Reintentar when the API answers 404', async () => {
    renderRoutes(itemRoutes('Este equipo no existe o no tiene acceso a él.'), {
      path: '/equipos/99',
      api: { 'GET /api/teams': () => ({ status: 404, data: { error: 'No encontrado' } }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Este equipo no existe o no tiene acceso a él.');
    expect(screen.getByRole('heading', { name: 'Equipo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/user');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No encontrado/)).not.toBeInTheDocument();
  });

  it('uses a general text when the screen names none, and keeps Reintentar for any other failure', async () => {
    let status = 404;
    renderRoutes(itemRoutes(), { path: '/equipos/99', api: { 'GET /api/teams': () => ({ status, data: { error: 'Caído' } }) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Lo que busca no existe o no tiene acceso a ello.');
    cleanup();
    status = 503;
    renderRoutes(itemRoutes('Este equipo no existe o no tiene acceso a él.'), { path: '/equipos/99', api: { 'GET /api/teams': () => ({ status, data: { error: 'Caído' } }) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido cargar el equipo: Caído');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('treats a loader’s own 404 the same', async () => {
    renderRoutes(
      [{ path: '/equipos/:id', loader: () => { throw data(null, { status: 404 }); }, Component: Teams, ErrorBoundary: () => <RouteLoadError title="Equipo" message="x" notFound="No está." /> }],
      { path: '/equipos/7', api: {} },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No está.');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });
});

describe('writeAndNotify', () => {
  it('toasts the success and reloads the route', async () => {
    const { api } = renderRoutes(routes(), {
      path: '/equipos',
      api: { 'GET /api/teams': () => collection([{ name: 'Soporte' }]), 'POST /api/teams': () => ({ status: 201, data: {} }) },
    });
    await userEvent.type(await screen.findByLabelText('Nombre'), 'Redes');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('¡Guardado!')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.map((call) => call.key)).toEqual(['GET /api/teams', 'POST /api/teams', 'GET /api/teams']));
    expect(api.calls[1]?.body).toEqual({ name: 'Redes' });
  });

  it("toasts the server's reason, shows the field error and keeps the input without reloading", async () => {
    const { api } = renderRoutes(routes(), {
      path: '/equipos',
      api: {
        'GET /api/teams': () => collection([{ name: 'Soporte' }]),
        'POST /api/teams': () => ({
          status: 422,
          data: { 'hydra:description': 'name: El nombre de equipo no puede estar vacío', violations: [{ propertyPath: 'name', message: 'Vacío' }] },
        }),
      },
    });
    await userEvent.type(await screen.findByLabelText('Nombre'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('name: El nombre de equipo no puede estar vacío')).toBeInTheDocument();
    expect(await screen.findByText('Campo: Vacío')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('x');
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/teams', 'POST /api/teams']);
  });
});

describe('writeAndNotify with texts built from the outcome', () => {
  it("builds the success from the answer and the failure from the error's status", async () => {
    render(<PortalToaster />);
    const api = fakeApi({
      'POST /api/reports': () => ({ status: 202, data: { email: 'ana@empresa.es' } }),
      'POST /api/broken': () => ({ status: 500, data: { error: 'Fallo' } }),
    });
    const texts = {
      success: (value: { email: string }) => `Enviado a ${value.email}`,
      failure: (reason: string, error: unknown) => ((error as { status?: number }).status === 500 ? 'Error interno' : reason),
    };
    const post = (path: string) => async () => (await apiClient.post<{ email: string }>(path, {})).data;
    await act(async () => {
      await writeAndNotify(post('reports'), texts);
    });
    expect(await screen.findByText('Enviado a ana@empresa.es')).toBeInTheDocument();
    let result: WriteResult | undefined;
    await act(async () => {
      result = await writeAndNotify(post('broken'), texts);
    });
    expect(await screen.findByText('Error interno')).toBeInTheDocument();
    expect(result).toMatchObject({ ok: false, message: 'Error interno' });
    expect(api.calls.map((call) => call.key)).toEqual(['POST /api/reports', 'POST /api/broken']);
  });
});
