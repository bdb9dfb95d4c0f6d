import type { Notification } from '@portal/shared-api';
import { groupNotices, noticeGroupTitle } from '.';

const notice = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  '@id': `/api/notifications/${id}`,
  '@type': 'Notification',
  id,
  user: '/api/users/7',
  title: 'Nuevo mensaje',
  message: `Mensaje ${id}`,
  link: '/user/taskDetails/55',
  seen: false,
  deleted: false,
  createdAt: `2026-11-20T09:${String(id).padStart(2, '0')}:00+01:00`,
  ...overrides,
});

describe('groupNotices', () => {
  it('shows the notices of one task with one title as one entry, at the newest’s place, counting them', () => {
    const groups = groupNotices([notice(9), notice(8, { title: 'Tarea asignada' }), notice(7, { seen: true }), notice(6), notice(5)]);
    expect(groups.map(noticeGroupTitle)).toEqual(['Nuevo mensaje (4)', 'Tarea asignada']);
    expect(groups[0]?.newest.id).toBe(9);
    expect(groups[0]?.members.map((member) => member.id)).toEqual([9, 7, 6, 5]);
    expect(groups[0]?.unread).toBe(3);
  });

  it('keeps apart other tasks and notices that lead nowhere', () => {
    const groups = groupNotices([notice(3), notice(2, { link: '/user/taskDetails/56' }), notice(1, { link: null }), notice(4, { link: null })]);
    expect(groups.map((group) => group.members.length)).toEqual([1, 1, 1, 1]);
    expect(groups.map(noticeGroupTitle)).toEqual(['Nuevo mensaje', 'Nuevo mensaje', 'Nuevo mensaje', 'Nuevo mensaje']);
  });
});
