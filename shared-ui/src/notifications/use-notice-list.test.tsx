import type { Notification } from '@portal/shared-api';
import { type FakeLiveFeed, installFakeLiveFeed, noticeBody } from '@portal/shared-api/testing';
import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fakeApi } from '../testing';
import { type FirstNotices, type NoticeList, useNoticeList } from './use-notice-list';

const ME = 5;
const notice = (id: number, overrides: Partial<Notification> = {}): Notification => noticeBody(id, ME, overrides);
const ok = (data: unknown) => ({ status: 200, data });
const COUNT = `GET /api/notifications?deleted=false&seen=false&user=${ME}&page=1&itemsPerPage=1`;

/** The hook inside a data router (live updates need one), its latest answer in `current`. */
function renderList(first?: FirstNotices): { current: NoticeList } {
  const result = {} as { current: NoticeList };
  function Probe() {
    result.current = useNoticeList(ME, first);
    return null;
  }
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <Probe /> }])} />);
  return result;
}

let feed: FakeLiveFeed;
beforeEach(() => {
  feed = installFakeLiveFeed();
});
afterEach(() => feed.restore());

describe('useNoticeList', () => {
  it('merges a live notice at its place by date, counts it unread, and lets a notice of someone else pass', async () => {
    let unreadOnServer = 1;
    fakeApi({ [COUNT]: () => ok({ 'hydra:member': [], 'hydra:totalItems': unreadOnServer }) });
    const first = { page: { items: [notice(30), notice(10, { seen: true })], hasNext: false, totalItems: 2 }, unread: 1 };
    const result = renderList(first);
    expect(result.current.state.unread).toBe(1);

    unreadOnServer = 2;
    await feed.send(notice(20));
    expect(result.current.state.items.map((item) => item.id)).toEqual([30, 20, 10]);
    await waitFor(() => expect(result.current.state.unread).toBe(2));

    await feed.send(notice(40, { user: '/api/users/8' }));
    expect(result.current.state.items.map((item) => item.id)).toEqual([30, 20, 10]);

    // Read elsewhere, then removed: the count follows, and a removed notice leaves the list.
    unreadOnServer = 1;
    await feed.send(notice(20, { seen: true }));
    await waitFor(() => expect(result.current.state.unread).toBe(1));
    await feed.send(notice(30, { deleted: true }));
    expect(result.current.state.items.map((item) => item.id)).toEqual([20, 10]);
  });

  it('counts at once when nothing was read yet, reads pages on demand, and keeps the list when a mark is refused', async () => {
    fakeApi({
      [COUNT]: () => ok({ 'hydra:member': [], 'hydra:totalItems': 3 }),
      [`GET /api/notifications?deleted=false&user=${ME}&page=1`]: () => ok({ 'hydra:member': [notice(3), notice(2)], 'hydra:totalItems': 3, 'hydra:view': { 'hydra:next': 'x' } }),
      [`GET /api/notifications?deleted=false&user=${ME}&page=2`]: () => ok({ 'hydra:member': [notice(1)], 'hydra:totalItems': 3 }),
      'PUT /api/notifications/3': () => ({ status: 403, data: { error: 'Acceso denegado' } }),
    });
    const result = renderList();
    await waitFor(() => expect(result.current.state.unread).toBe(3));
    await act(() => result.current.loadPage(1));
    await waitFor(() => expect(result.current.state.hasNext).toBe(true));
    await act(() => result.current.loadPage(2));
    await waitFor(() => expect(result.current.state.items.map((item) => item.id)).toEqual([3, 2, 1]));
    expect(result.current.state.hasNext).toBe(false);

    await act(() => expect(result.current.markSeen(notice(3))).rejects.toBeDefined());
    expect(result.current.state.items[0]?.seen).toBe(false);
    expect(result.current.state.unread).toBe(3);
  });
});
