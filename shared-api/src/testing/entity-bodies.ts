import type { DepartmentSummary, Notification, TeamSummary, UserSummary } from '../entities';

type Extra = Record<string, unknown>;

/** A department as the API embeds it, for screen tests; `extra` adds or changes fields. */
export function departmentBody(id: number, name: string, extra: Partial<DepartmentSummary> & Extra = {}): DepartmentSummary & Extra {
  return { '@id': `/api/departments/${id}`, id, name, logo: null, deleted: false, ...extra };
}

/** A live team offered to everyone, for screen tests; `extra` adds or changes fields (department, subdepartment, …). */
export function teamBody(id: number, name: string, extra: Partial<TeamSummary> & Extra = {}): TeamSummary & Extra {
  return { '@id': `/api/teams/${id}`, id, name, logo: null, deleted: false, managerOnly: false, incidentVisible: true, ...extra };
}

/** A person as lists name them (`summary=1`), for screen tests. */
export function personBody(id: number, name: string, extra: Partial<UserSummary> = {}): UserSummary {
  return { '@id': `/api/users/${id}`, id, name, email: `u${id}@empresa.es`, image: null, deleted: false, ...extra };
}

/** An unread notice of `userId`, created at 09:`id` on 6 May 2026 (so a higher id is newer), for screen tests. */
export function noticeBody(id: number, userId: number, extra: Partial<Notification> = {}): Notification {
  return {
    '@id': `/api/notifications/${id}`,
    '@type': 'Notification',
    id,
    user: `/api/users/${userId}`,
    title: `Aviso ${id}`,
    message: `Mensaje ${id}`,
    link: '/user',
    seen: false,
    deleted: false,
    createdAt: `2026-05-06T09:${String(id % 60).padStart(2, '0')}:00+02:00`,
    ...extra,
  };
}
