import { collection } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteConfig } from '../../federation/remotes-config';
import { fakeLayoutApi, MEMBER_ID, renderLayoutAs } from '../../testing/render-layout';

const APPROVALS: RemoteConfig = {
  name: 'mf_approvals',
  entry: 'http://127.0.0.1:3101/mf-manifest.json',
  enabled: true,
  routes: [
    { path: '/calendario/autorizar', access: 'maySeePendingRequests', deniedRedirect: '/login' },
    { path: '/calendario', access: 'isAuthenticated', deniedRedirect: '/login' },
    { path: '/times', access: 'isAuthenticated', deniedRedirect: '/login' },
  ],
  nav: [
    { label: 'Vacaciones pendientes', path: '/calendario/autorizar', group: 'mi-equipo', order: 10 },
    { label: 'Calendario', path: '/calendario', group: 'mi-trabajo', order: 20 },
    { label: 'Mis tiempos', path: '/times', group: 'mi-trabajo', order: 10 },
  ],
};

beforeEach(() => {
  fakeLayoutApi({ [`GET /api/notifications?deleted=false&seen=false&user=${MEMBER_ID}&page=1&itemsPerPage=1`]: () => collection([]) });
});

const menu = () => screen.getByRole('complementary', { name: 'Menú principal' });
const lit = () =>
  within(menu())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

it("lights only 'Vacaciones pendientes' on the holidays to decide, under its section's heading", async () => {
  await renderLayoutAs(undefined, { user: { roles: ['ROLE_USER', 'ROLE_ADMIN'] }, remotes: [APPROVALS], path: '/calendario/autorizar' });
  await screen.findByRole('heading', { name: 'Otra pantalla' });
  expect(lit()).toEqual(['Vacaciones pendientes']);
  const team = within(menu()).getByRole('region', { name: 'Mi equipo' });
  expect(within(team).getByRole('link', { name: 'Vacaciones pendientes' })).toHaveAttribute('href', '/calendario/autorizar');
  expect(within(menu()).getByRole('region', { name: 'Mi trabajo' })).toHaveTextContent(/^Mi trabajoInicioMis tiemposCalendario$/);
});

it('shows a member no section without entries, greets her by her first name and lights her page in the bottom bar too', async () => {
  await renderLayoutAs(undefined, { user: { name: 'Ana García Pérez' }, remotes: [APPROVALS], path: '/calendario' });
  await screen.findByRole('heading', { name: 'Calendario' });
  expect(within(menu()).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Mi trabajo']);
  expect(lit()).toEqual(['Calendario']);
  expect(screen.getByTestId('current-user')).toHaveTextContent(/^Hola, Ana$/);
  const bar = screen.getByRole('navigation', { name: 'Accesos principales' });
  expect(within(bar).getByRole('link', { name: 'Calendario' })).toHaveAttribute('aria-current', 'page');
});

it("opens the menu from the bottom bar's Más and folds it on Escape or on a link", async () => {
  await renderLayoutAs(undefined, { remotes: [APPROVALS] });
  await screen.findByRole('heading', { name: 'Inicio' });
  const more = within(screen.getByRole('navigation', { name: 'Accesos principales' })).getByRole('button', { name: 'Más' });
  await userEvent.click(more);
  expect(more).toHaveAttribute('aria-expanded', 'true');
  expect(menu()).toHaveClass('is-open');
  await userEvent.keyboard('{Escape}');
  expect(more).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(more);
  await userEvent.click(within(menu()).getByRole('link', { name: 'Calendario' }));
  expect(more).toHaveAttribute('aria-expanded', 'false');
  expect(within(menu()).getByRole('link', { name: 'Cerrar sesión' })).toHaveAttribute('href', '/logout');
});
