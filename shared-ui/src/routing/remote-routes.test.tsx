import { apiClient, unwrapMembers } from '@portal/shared-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type LoaderFunctionArgs, Outlet, useLoaderData } from 'react-router';
import { collection, renderRoutes } from '../testing';
import { defineRemoteRoutes, isRouteLoadError, routeLoadError, type ScreenModule, useRouteTitle } from '.';

const names = async (path: string, { request }: LoaderFunctionArgs) =>
  unwrapMembers<{ name: string }>((await apiClient.get(path, { signal: request.signal })).data).map((item) => item.name);

function Board() {
  const title = useRouteTitle();
  return (
    <section>
      <h1>{title}</h1>
      <p>{(useLoaderData() as string[]).join(', ')}</p>
      <Outlet />
    </section>
  );
}

const boardScreen: ScreenModule = { Component: Board, loader: (args) => names('teams', args) };

const panelScreen: ScreenModule = {
  Component: () => <aside>{(useLoaderData() as string[]).join(', ')}</aside>,
  loader: ({ params, ...args }) => names(`tasks/${params.id}`, { params, ...args }),
};

const createRoutes = defineRemoteRoutes('mf_demo', [
  {
    screen: 'board',
    path: '/tablero',
    title: 'Tablero del equipo',
    navLabel: 'Tablero',
    access: 'isAuthenticated',
    loadError: 'No se han podido cargar los equipos',
    load: async () => boardScreen,
    children: [
      { screen: 'panel', path: 'tarea/:id', loadError: 'No se ha podido cargar la tarea', notFound: 'Esta tarea no existe o no tiene acceso a ella.', load: async () => panelScreen },
    ],
  },
]);

describe('defineRemoteRoutes', () => {
  it('makes prefixed ids, the handle and a routeLoadError boundary for every route, fresh on every call', () => {
    const [board] = createRoutes();
    expect(board).toMatchObject({ id: 'mf_demo.board', path: '/tablero', handle: { title: 'Tablero del equipo', navLabel: 'Tablero', access: 'isAuthenticated' } });
    expect(board?.children?.[0]).toMatchObject({ id: 'mf_demo.board.panel', path: 'tarea/:id', handle: board?.handle });
    expect(isRouteLoadError(board?.ErrorBoundary)).toBe(true);
    expect(isRouteLoadError(board?.children?.[0]?.ErrorBoundary)).toBe(true);
    expect(isRouteLoadError(() => null)).toBe(false);
    expect(createRoutes()[0]).not.toBe(board);
  });

  it("runs the screen's loader and shows the route's title as its heading", async () => {
    renderRoutes(createRoutes(), { path: '/tablero', api: { 'GET /api/teams': () => collection([{ name: 'Soporte' }]) } });
    expect(await screen.findByRole('heading', { name: 'Tablero del equipo' })).toBeInTheDocument();
    expect(screen.getByText('Soporte')).toBeInTheDocument();
  });

  it("shows a child's failed load as a panel beside its parent, with 'Cerrar' back to it", async () => {
    const { router } = renderRoutes(createRoutes(), {
      path: '/tablero/tarea/9',
      api: {
        'GET /api/teams': () => collection([{ name: 'Soporte' }]),
        'GET /api/tasks/9': () => ({ status: 500, data: { error: 'Base de datos caída' } }),
      },
    });
    const panel = await screen.findByRole('complementary', { name: 'Tablero del equipo' });
    expect(panel).toHaveTextContent('No se ha podido cargar la tarea: Base de datos caída');
    expect(screen.getByText('Soporte')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Cerrar' }));
    expect(router.state.location.pathname).toBe('/tablero');
  });

  it("says with the screen's own words that a child's item is not there, without Reintentar", async () => {
    renderRoutes(createRoutes(), {
      path: '/tablero/tarea/9',
      api: {
        'GET /api/teams': () => collection([{ name: 'Soporte' }]),
        'GET /api/tasks/9': () => ({ status: 404, data: { error: 'No encontrada' } }),
      },
    });
    const panel = await screen.findByRole('complementary', { name: 'Tablero del equipo' });
    expect(panel).toHaveTextContent('Esta tarea no existe o no tiene acceso a ella.');
    expect(within(panel).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Cerrar' })).toBeInTheDocument();
  });
});

describe('routeLoadError', () => {
  it('marks only the boundaries it makes', () => {
    expect(isRouteLoadError(routeLoadError({ title: 'X', message: 'Y' }))).toBe(true);
    expect(isRouteLoadError(undefined)).toBe(false);
  });
});
