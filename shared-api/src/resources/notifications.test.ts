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

  it('marks one seen, soft-deletes one, and marks all unseen ones with one PUT each', async () => {
    api = installFakeApi({
      'PUT /api/notifications/1': ({ body }) => ({ status: 200, data: { ...notice(1, true), ...(body as object) } }),
      'PUT /api/notifications/2': ({ body }) => ({ status: 200, data: { ...notice(2, false), ...(body as object) } }),
      'PUT /api/notifications/3': ({ body }) => ({ status: 200, data: { ...notice(3, false), ...(body as object) } }),
    });
    await expect(notificationsApi.markSeen(2)).resolves.toMatchObject({ id: 2, seen: true });
    await expect(notificationsApi.softDelete(1)).resolves.toMatchObject({ id: 1, deleted: true });
    const updated = await notificationsApi.markAllSeen([notice(1, true), notice(2, false), notice(3, false)]);
    expect(updated.map((one) => [one.id, one.seen])).toEqual([
      [2, true],
      [3, true],
    ]);
    expect(api.calls.map((call) => [call.key, call.body])).toEqual([
      ['PUT /api/notifications/2', { seen: true }],
      ['PUT /api/notifications/1', { deleted: true }],
      ['PUT /api/notifications/2', { seen: true }],
      ['PUT /api/notifications/3', { seen: true }],
    ]);
  });
});
