import type { Notification } from '@portal/shared-api';
import { type FakeLiveFeed, type FakeRoutes, installFakeLiveFeed, noticeBody } from '@portal/shared-api/testing';
import { ok } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeLayoutApi, MEMBER_ID, renderLayoutAs } from '../testing/render-layout';

const notice = (id: number, overrides: Partial<Notification> = {}): Notification => noticeBody(id, MEMBER_ID, { link: '/user/calendario', ...overrides });

const COUNT = `GET /api/notifications?deleted=false&seen=false&user=${MEMBER_ID}&page=1&itemsPerPage=1`;
const PAGE = (page: number) => `GET /api/notifications?deleted=false&user=${MEMBER_ID}&page=${page}`;
const MARK_ALL = 'POST /api/notifications/mark_all_seen';
const counted = (unread: number) => () => ok({ 'hydra:member': [], 'hydra:totalItems': unread });
const page = (items: Notification[], next: boolean) => () =>
  ok({ 'hydra:member': items, 'hydra:totalItems': 31, ...(next ? { 'hydra:view': { 'hydra:next': 'x' } } : {}) });

let feed: FakeLiveFeed;
beforeEach(() => {
  feed = installFakeLiveFeed();
});
afterEach(() => feed.restore());

async function openPanel() {
  await userEvent.click(await screen.findByRole('button', { name: /^Notificaciones/ }));
  return screen.getByRole('dialog', { name: 'Notificaciones' });
}

function serve(routes: FakeRoutes) {
  return fakeLayoutApi(routes);
}

describe('the header’s notifications', () => {
  it('shows the unread count on the button and lists them newest first, 30 more at a time', async () => {
    const first = Array.from({ length: 30 }, (_, index) => notice(40 - index, { seen: index > 2 }));
    const api = serve({ [COUNT]: counted(3), [PAGE(1)]: page(first, true), [PAGE(2)]: page([notice(10, { seen: true })], false) });
    await renderLayoutAs();
    expect(await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' })).toHaveTextContent('3');

    const panel = await openPanel();
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(30);
    expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent('Aviso 40');
    await userEvent.click(within(panel).getByRole('button', { name: 'Ver más' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(31));
    expect(within(panel).getAllByRole('listitem')[30]).toHaveTextContent('Aviso 10');
    expect(within(panel).queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.key).filter((key) => key.startsWith('GET /api/notifications'))).toEqual([COUNT, PAGE(1), PAGE(2)]);
  });

  it('marks one as read, or all of them, and the count follows', async () => {
    const server = [notice(2), notice(1)];
    const markSeen = (id: number) => () => {
      const index = server.findIndex((one) => one.id === id);
      server[index] = { ...(server[index] as Notification), seen: true };
      return ok(server[index]);
    };
    const unread = () => server.filter((one) => !one.seen);
    const api = serve({
      [COUNT]: () => counted(unread().length)(),
      [PAGE(1)]: () => page(server, false)(),
      'PUT /api/notifications/2': markSeen(2),
      'PUT /api/notifications/1': markSeen(1),
      [MARK_ALL]: () => {
        const marked = unread().length;
        server.forEach((one, index) => {
          server[index] = { ...one, seen: true };
        });
        return ok({ marked });
      },
    });
    await renderLayoutAs();
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Marcar como leída: Aviso 2' }));
    expect(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Marcar como leída: Aviso 2' })).not.toBeInTheDocument();

    api.calls.length = 0;
    await userEvent.click(within(panel).getByRole('button', { name: 'Marcar todas como leídas' }));
    expect(await screen.findByRole('button', { name: 'Notificaciones, ninguna sin leer' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Marcar como leída/ })).not.toBeInTheDocument();
    expect(api.calls.map((call) => [call.key, call.body])).toEqual([
      [MARK_ALL, {}],
      [COUNT, null],
    ]);
  });

  it('shows the notices of one task with one title as one entry that opens the newest, says how long ago, and marks them all read at once', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const message = (id: number, overrides: Partial<Notification> = {}) =>
      notice(id, { title: 'Nuevo mensaje', link: '/user/taskDetails/55', createdAt: `2026-05-06T09:0${id}:00+02:00`, ...overrides });
    const server = [message(4, { createdAt: new Date(Date.now() - 5 * 60_000).toISOString() }), message(3), message(2), message(1)];
    const api = serve({
      [COUNT]: () => counted(server.filter((one) => !one.seen).length)(),
      [PAGE(1)]: () => page([...server, notice(0, { seen: true, createdAt: hoursAgo(24 * 30) })], false)(),
      ...Object.fromEntries(
        server.map((one, index) => [
          `PUT /api/notifications/${one.id}`,
          () => {
            server[index] = { ...one, seen: true };
            return ok(server[index]);
          },
        ]),
      ),
    });
    await renderLayoutAs();
    const panel = await openPanel();
    const entries = await within(panel).findAllByRole('listitem');
    expect(entries).toHaveLength(2);
    const entry = entries[0] as HTMLElement;
    expect(within(entry).getByRole('link')).toHaveAttribute('href', '/taskDetails/55');
    expect(entry).toHaveTextContent('Nuevo mensaje (4)');
    expect(entry).toHaveTextContent('Mensaje 4');
    expect(within(entry).getByText('hace 5 min')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notificaciones, 4 sin leer' })).toBeInTheDocument();

    await userEvent.click(within(entry).getByRole('button', { name: 'Marcar como leída: Nuevo mensaje' }));
    expect(await screen.findByRole('button', { name: 'Notificaciones, ninguna sin leer' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key.startsWith('PUT')).map((call) => call.key).sort()).toEqual([1, 2, 3, 4].map((id) => `PUT /api/notifications/${id}`));
  });

  it('counts and lists a notice that arrives live, without a reload', async () => {
    let unread = 0;
    serve({ [COUNT]: () => counted(unread)(), [PAGE(1)]: page([], false) });
    await renderLayoutAs();
    const panel = await openPanel();
    expect(await within(panel).findByText('No tienes notificaciones')).toBeInTheDocument();

    unread = 1;
    await feed.send(notice(50, { title: 'Vacaciones aceptadas' }));

    expect(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' })).toBeInTheDocument();
    expect(within(panel).getByRole('listitem')).toHaveTextContent('Vacaciones aceptadas');
    expect(await screen.findByRole('status')).toHaveTextContent('Nueva notificación: Vacaciones aceptadas');
    expect(within(panel).queryByText('No tienes notificaciones')).not.toBeInTheDocument();
    // Someone else's notice (an admin hears more) is not this user's.
    await feed.send(notice(51, { user: '/api/users/8', title: 'Ajeno' }));
    expect(within(panel).queryByText('Ajeno')).not.toBeInTheDocument();
  });

  it('takes a new notice’s toast away when the panel opens: the panel lists it, and the toast would lie over it', async () => {
    let unread = 0;
    serve({ [COUNT]: () => counted(unread)(), [PAGE(1)]: page([], false) });
    await renderLayoutAs();
    expect(await screen.findByRole('button', { name: 'Notificaciones, ninguna sin leer' })).toBeInTheDocument();

    unread = 1;
    await feed.send(notice(52, { title: 'Vacaciones aceptadas' }));
    expect(await screen.findByText('Nueva notificación: Vacaciones aceptadas')).toBeInTheDocument();

    await openPanel();
    await waitFor(() => expect(screen.queryByText('Nueva notificación: Vacaciones aceptadas')).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('says why the list failed and retries', async () => {
    let fail = true;
    serve({
      [COUNT]: counted(1),
      [PAGE(1)]: () => (fail ? { status: 500, data: { error: 'Error interno' } } : page([notice(1)], false)()),
    });
    await renderLayoutAs();
    const panel = await openPanel();
    expect(await within(panel).findByRole('alert')).toHaveTextContent('No se han podido cargar las notificaciones: Error interno');
    fail = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(await within(panel).findByText('Aviso 1')).toBeInTheDocument();
  });

  it('takes focus into the panel, gives it back on Escape, and follows a notice to its screen', async () => {
    serve({ [COUNT]: counted(1), [PAGE(1)]: page([notice(1)], false), 'PUT /api/notifications/1': () => ok(notice(1, { seen: true })) });
    const router = await renderLayoutAs();
    const button = await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' });
    const panel = await openPanel();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('link', { name: /Aviso 1/ }));
    expect(await screen.findByRole('heading', { name: 'Calendario' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/calendario');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notificaciones, ninguna sin leer' })).toBeInTheDocument();
  });
});
