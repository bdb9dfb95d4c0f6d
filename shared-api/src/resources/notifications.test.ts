import type { Notification } from '../entities';
import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { notificationsApi } from './notifications';

let api: FakeApi;
afterEach(() => api.restore());

const notice = (id: number, seen: boolean): Notification => ({
  '@id': `/api/notifications/${id}`,
  id,
  user: '/api/users/7',
  title: 'Aviso',
  message: 'm',
  link: null,
  seen,
  deleted: false,
  createdAt: '2026-05-06T09:00:00+02:00',
});

describe('notificationsApi', () => {
  it('reads a page with its total and whether another follows', async () => {
    api = installFakeApi({
      'GET /api/notifications?deleted=false&user=7&page=1': () => ({
        status: 200,
        data: { 'hydra:member': [notice(2, false)], 'hydra:totalItems': 31, 'hydra:view': { '@id': 'x', 'hydra:next': '/api/notifications?page=2' } },
      }),
      'GET /api/notifications?deleted=false&user=7&page=2': () => ({ status: 200, data: { 'hydra:member': [notice(1, true)], 'hydra:totalItems': 31 } }),
    });
    await expect(notificationsApi.page(7)).resolves.toEqual({ items: [notice(2, false)], totalItems: 31, hasNext: true });
    await expect(notificationsApi.page(7, 2)).resolves.toEqual({ items: [notice(1, true)], totalItems: 31, hasNext: false });
  });

  it('marks one seen and soft-deletes one', async () => {
    api = installFakeApi({
      'PUT /api/notifications/1': ({ body }) => ({ status: 200, data: { ...notice(1, true), ...(body as object) } }),
      'PUT /api/notifications/2': ({ body }) => ({ status: 200, data: { ...notice(2, false), ...(body as object) } }),
    });
    await expect(notificationsApi.markSeen(2)).resolves.toMatchObject({ id: 2, seen: true });
    await expect(notificationsApi.softDelete(1)).resolves.toMatchObject({ id: 1, deleted: true });
    expect(api.calls.map((call) => [call.key, call.body])).toEqual([
      ['PUT /api/notifications/2', { seen: true }],
      ['PUT /api/notifications/1', { deleted: true }],
    ]);
  });

  it('counts the unread ones from the total of a one-item page', async () => {
    api = installFakeApi({
      'GET /api/notifications?deleted=false&seen=false&user=7&page=1&itemsPerPage=1': () => ({
        status: 200,
        data: { 'hydra:member': [notice(5, false)], 'hydra:totalItems': 12 },
      }),
    });
    await expect(notificationsApi.unreadCount(7)).resolves.toBe(12);
  });

  it('marks every unread one seen, loaded or not, in one call', async () => {
    api = installFakeApi({ 'POST /api/notifications/mark_all_seen': () => ({ status: 200, data: { marked: 101 } }) });
    await expect(notificationsApi.markAllSeen()).resolves.toBe(101);
    expect(api.calls.map((call) => call.key)).toEqual(['POST /api/notifications/mark_all_seen']);
  });
});
