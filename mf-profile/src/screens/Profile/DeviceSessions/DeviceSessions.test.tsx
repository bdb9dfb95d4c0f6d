import { type FakeRoutes, installFakeLiveFeed } from '@portal/shared-api/testing';
import { collection } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, ME, ok, ownUser, renderProfile } from '../../../testing/profile-fixtures';
import type { DeviceSession } from './device-sessions-api';

const session = (id: number, browser: string, current = false): DeviceSession => ({
  id,
  browser,
  ip: `10.0.0.${id}`,
  startedAt: '2026-11-20T09:30:05+01:00',
  lastUsedAt: '2026-11-21T10:00:00+01:00',
  current,
});

/** A server that keeps the sessions between calls, as the real one does. */
function sessionsServer(initial: DeviceSession[], extra: FakeRoutes = {}): FakeRoutes {
  let sessions = initial;
  const others: FakeRoutes = {};
  for (const one of initial) {
    others[`DELETE /api/user/sessions/${one.id}`] = () => {
      sessions = sessions.filter((kept) => kept.id !== one.id);
      return { status: 204 };
    };
  }
  return {
    ...baseRoutes(ownUser()),
    [`GET /api/users/${ME}`]: () => ok(ownUser()),
    'GET /api/user/sessions': () => collection(sessions),
    'POST /api/user/sessions/endOthers': () => {
      sessions = sessions.filter((kept) => kept.current);
      return { status: 204 };
    },
    ...others,
    ...extra,
  };
}

async function openSessions(routes: FakeRoutes) {
  const { api } = renderProfile('/profile', routes);
  const section = (await screen.findByRole('heading', { name: 'Sesiones abiertas' })).closest('section') as HTMLElement;
  return { api, section };
}

describe("the profile's 'Sesiones abiertas'", () => {
  it('lists each session with browser, address, start and last use, marking the current one, which has no Cerrar', async () => {
    const { section } = await openSessions(sessionsServer([session(1, 'Firefox en Linux', true), session(2, 'Chrome en Windows')]));
    const current = await within(section).findByRole('listitem', { name: 'Firefox en Linux' });
    expect(within(current).getByText('Esta sesión')).toBeInTheDocument();
    expect(within(current).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    const other = within(section).getByRole('listitem', { name: 'Chrome en Windows' });
    expect(other).toHaveTextContent('10.0.0.2 · Inicio: 20-11-2026 09:30 · Último uso: 21-11-2026 10:00');
    expect(within(other).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it("'Cerrar' ends that session and the list follows", async () => {
    const { api, section } = await openSessions(sessionsServer([session(1, 'Firefox en Linux', true), session(2, 'Chrome en Windows')]));
    const other = await within(section).findByRole('listitem', { name: 'Chrome en Windows' });
    await userEvent.click(within(other).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(within(section).queryByRole('listitem', { name: 'Chrome en Windows' })).not.toBeInTheDocument());
    expect(api.calls.map((call) => call.key)).toContain('DELETE /api/user/sessions/2');
    expect(within(section).queryByRole('button', { name: 'Cerrar las demás sesiones' })).not.toBeInTheDocument();
  });

  it("'Cerrar las demás sesiones' keeps only this one", async () => {
    const { section } = await openSessions(
      sessionsServer([session(1, 'Firefox en Linux', true), session(2, 'Chrome en Windows'), session(3, 'Safari en iOS')]),
    );
    await userEvent.click(await within(section).findByRole('button', { name: 'Cerrar las demás sesiones' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(within(section).getByRole('listitem', { name: 'Firefox en Linux' })).toBeInTheDocument();
  });

  it('a refused Cerrar says why and keeps the list as it was', async () => {
    const { section } = await openSessions(
      sessionsServer([session(1, 'Firefox en Linux', true), session(2, 'Chrome en Windows')], {
        'DELETE /api/user/sessions/2': () => ({ status: 404, data: { '@type': 'hydra:Error', 'hydra:description': 'La sesión no existe o ya se cerró' } }),
      }),
    );
    const other = await within(section).findByRole('listitem', { name: 'Chrome en Windows' });
    await userEvent.click(within(other).getByRole('button', { name: 'Cerrar' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('La sesión no existe o ya se cerró');
    expect(within(section).getByRole('listitem', { name: 'Chrome en Windows' })).toBeInTheDocument();
  });

  it('shows a loader while reading, then the empty state', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { section } = await openSessions(
      sessionsServer([], {
        'GET /api/user/sessions': async () => {
          await answered;
          return collection([]);
        },
      }),
    );
    expect(within(section).getByRole('status')).toHaveTextContent('Cargando...');
    answer();
    expect(await within(section).findByText('No hay sesiones abiertas.')).toBeInTheDocument();
  });

  it('says why the list cannot be read, and reads it again on Reintentar', async () => {
    let failing = true;
    const { section } = await openSessions(
      sessionsServer([], {
        'GET /api/user/sessions': () =>
          failing ? { status: 500, data: { 'hydra:description': 'Error interno' } } : collection([session(1, 'Firefox en Linux', true)]),
      }),
    );
    expect(await within(section).findByRole('alert')).toHaveTextContent('Error interno');
    failing = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section).findByRole('listitem', { name: 'Firefox en Linux' })).toBeInTheDocument();
  });

  it('follows a sign-in on another device as it happens', async () => {
    const feed = installFakeLiveFeed();
    try {
      let sessions = [session(1, 'Firefox en Linux', true)];
      const { section } = await openSessions(sessionsServer([], { 'GET /api/user/sessions': () => collection(sessions) }));
      await within(section).findByRole('listitem', { name: 'Firefox en Linux' });
      sessions = [...sessions, session(4, 'Safari en iOS')];
      await feed.send({ '@id': '/api/user_sessions/4' });
      expect(await within(section).findByRole('listitem', { name: 'Safari en iOS' })).toBeInTheDocument();
    } finally {
      feed.restore();
    }
  });
});
