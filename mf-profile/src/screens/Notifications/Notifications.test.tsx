import type { Notification } from '@portal/shared-api';
import { type FakeLiveFeed, type FakeRoutes, installFakeLiveFeed, noticeBody } from '@portal/shared-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, ME, ok, ownUser, renderProfile } from '../../testing/profile-fixtures';

const notice = (id: number, overrides: Partial<Notification> = {}): Notification => noticeBody(id, ME, { link: `/user/taskDetails/${id}`, ...overrides });

const COUNT = `GET /api/notifications?deleted=false&seen=false&user=${ME}&page=1&itemsPerPage=1`;
const PAGE = (page: number) => `GET /api/notifications?deleted=false&user=${ME}&page=${page}`;
const pageOf = (items: Notification[], next = false) => ok({ 'hydra:member': items, 'hydra:totalItems': items.length, ...(next ? { 'hydra:view': { 'hydra:next': 'x' } } : {}) });

/** A server that keeps its notices between calls. */
function noticeServer(initial: Notification[], extra: FakeRoutes = {}) {
  const server = { notices: [...initial] };
  const write = (id: number) => ({ body }: { body: unknown }) => {
    const index = server.notices.findIndex((one) => one.id === id);
    server.notices[index] = { ...(server.notices[index] as Notification), ...(body as Partial<Notification>) };
    return ok(server.notices[index]);
  };
  const routes: FakeRoutes = {
    ...baseRoutes(ownUser()),
    [`GET /api/users/${ME}`]: () => ok(ownUser()),
    [COUNT]: () => ok({ 'hydra:member': [], 'hydra:totalItems': server.notices.filter((one) => !one.seen && !one.deleted).length }),
    [PAGE(1)]: () => pageOf(server.notices.filter((one) => !one.deleted)),
    ...Object.fromEntries(initial.map((one) => [`PUT /api/notifications/${one.id}`, write(one.id)])),
    'POST /api/notifications/mark_all_seen': () => {
      const marked = server.notices.filter((one) => !one.seen).length;
      server.notices = server.notices.map((one) => ({ ...one, seen: true }));
      return ok({ marked });
    },
    ...extra,
  };
  return { server, routes };
}

let feed: FakeLiveFeed;
beforeEach(() => {
  feed = installFakeLiveFeed();
});
afterEach(() => feed.restore());

const titles = () => screen.getAllByTestId('notice').map((item) => within(item).getByRole('link').querySelector('.notice-title')?.textContent);

describe('/mail', () => {
  it('lists the notices newest first, the unread ones marked, each linking where the header’s does', async () => {
    const { routes } = noticeServer([notice(3), notice(2, { seen: true, link: '/user/calendario' }), notice(1, { link: 'https://fuera.example' })]);
    renderProfile('/mail', routes);
    expect(await screen.findByRole('heading', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(titles()).toEqual(['Sin leerAviso 3', 'Aviso 2', 'Sin leerAviso 1']);
    expect(screen.getByText('2 sin leer')).toBeInTheDocument();
    const links = screen.getAllByTestId('notice').map((item) => within(item).getByRole('link').getAttribute('href'));
    expect(links).toEqual(['/taskDetails/3', '/calendario', '/user']);
  });

  it('marks one read, then all of them in one call, and removes one', async () => {
    const { routes } = noticeServer([notice(3), notice(2), notice(1)]);
    const { api } = renderProfile('/mail', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como leída: Aviso 3' }));
    expect(await screen.findByText('2 sin leer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como leída: Aviso 3' })).not.toBeInTheDocument();

    api.calls.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
    expect(await screen.findByText('Ninguna sin leer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Marcar como leída/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
    expect(api.calls.filter((call) => call.key.startsWith('PUT') || call.key.startsWith('POST')).map((call) => call.key)).toEqual(['POST /api/notifications/mark_all_seen']);

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar: Aviso 2' }));
    await waitFor(() => expect(titles()).toEqual(['Aviso 3', 'Aviso 1']));
    expect(api.calls.find((call) => call.key === 'PUT /api/notifications/2')?.body).toEqual({ deleted: true });
  });

  it('shows the notices of one task with one title as one entry that opens the newest, says how long ago, and marks or removes them all', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const message = (id: number) => notice(id, { title: 'Nuevo mensaje', link: '/user/taskDetails/55', createdAt: minutesAgo(5 + 9 - id) });
    const { routes } = noticeServer([message(9), notice(8, { createdAt: minutesAgo(6) }), message(7), { ...message(6), seen: true }, message(5)]);
    const { api } = renderProfile('/mail', routes);
    await screen.findByRole('heading', { name: 'Notificaciones' });
    expect(titles()).toEqual(['Sin leerNuevo mensaje (4)', 'Sin leerAviso 8']);
    expect(screen.getByText('4 sin leer')).toBeInTheDocument();
    const [entry] = screen.getAllByTestId('notice') as HTMLElement[];
    expect(within(entry as HTMLElement).getByRole('link')).toHaveAttribute('href', '/taskDetails/55');
    expect(within(entry as HTMLElement).getByText('Mensaje 9')).toBeInTheDocument();
    expect(within(entry as HTMLElement).getByText('hace 5 min')).toBeInTheDocument();

    await userEvent.click(within(entry as HTMLElement).getByRole('button', { name: 'Marcar como leída: Nuevo mensaje' }));
    expect(await screen.findByText('1 sin leer')).toBeInTheDocument();
    expect(titles()).toEqual(['Nuevo mensaje (4)', 'Sin leerAviso 8']);
    // The one already read is not written again.
    expect(api.calls.filter((call) => call.key.startsWith('PUT')).map((call) => call.key).sort()).toEqual(['PUT /api/notifications/5', 'PUT /api/notifications/7', 'PUT /api/notifications/9']);

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar: Nuevo mensaje' }));
    await waitFor(() => expect(titles()).toEqual(['Sin leerAviso 8']));
  });

  it('keeps the list as it was when a write is refused, and says why', async () => {
    const { routes } = noticeServer([notice(1)], { 'PUT /api/notifications/1': () => ({ status: 404, data: { error: 'No encontrado' } }) });
    renderProfile('/mail', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar: Aviso 1' }));
    expect(await screen.findByText('No encontrado')).toBeInTheDocument();
    expect(titles()).toEqual(['Sin leerAviso 1']);
  });

  it('reads 30 more at a time, and shows a failed page with the list kept', async () => {
    const first = Array.from({ length: 30 }, (_, index) => notice(60 - index, { seen: true }));
    let failPage = true;
    const { routes } = noticeServer([], {
      [PAGE(1)]: () => pageOf(first, true),
      [PAGE(2)]: () => (failPage ? { status: 500, data: { error: 'Error interno' } } : pageOf([notice(5, { seen: true })])),
    });
    renderProfile('/mail', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Ver más' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error interno');
    expect(screen.getAllByTestId('notice')).toHaveLength(30);
    failPage = false;
    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    await waitFor(() => expect(screen.getAllByTestId('notice')).toHaveLength(31));
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  });

  it('puts a notice that arrives live at the top, without a reload', async () => {
    const { server, routes } = noticeServer([notice(2, { seen: true })]);
    renderProfile('/mail', routes);
    expect(await screen.findByText('Ninguna sin leer')).toBeInTheDocument();
    const arrived = notice(50, { title: 'Vacaciones aceptadas', createdAt: '2026-05-07T10:00:00+02:00' });
    server.notices.push(arrived);
    await feed.send(arrived);
    await waitFor(() => expect(titles()[0]).toBe('Sin leerVacaciones aceptadas'));
    expect(await screen.findByText('1 sin leer')).toBeInTheDocument();
    await feed.send(notice(51, { user: '/api/users/8', title: 'Ajeno' }));
    expect(screen.queryByText('Ajeno')).not.toBeInTheDocument();
  });

  it('switches the e-mail notices, and puts the switch back when the save fails', async () => {
    let refuse = false;
    const { routes } = noticeServer([], {
      [`PUT /api/users/${ME}`]: ({ body }) => (refuse ? { status: 500, data: { error: 'Error interno' } } : ok(ownUser(body as object))),
    });
    const { api } = renderProfile('/mail', routes);
    const toggle = await screen.findByRole('switch', { name: 'Recibir avisos por correo' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.calls.find((call) => call.key === `PUT /api/users/${ME}`)?.body).toEqual({ mails: false });
    refuse = true;
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error interno');
    expect(toggle).not.toBeChecked();
  });

  it('says so when the notices cannot be read', async () => {
    const { routes } = noticeServer([], { [PAGE(1)]: () => ({ status: 500, data: { error: 'Error interno' } }) });
    renderProfile('/mail', routes);
    expect(await screen.findByText(/No se han podido cargar las notificaciones/)).toBeInTheDocument();
  });
});
