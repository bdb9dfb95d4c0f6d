import { collection, fakeApi, ok } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEAM, task } from '../../testing/board-fixtures';
import { ANA, logInAs, renderAt } from '../../testing/fixtures';

const STORED = 'GET /api/appTasks?deleted=false&store=true&team=3';

beforeEach(() => logInAs(ANA));

describe('StoredTasks', () => {
  it('lists the archive newest first, read-only, and searches it', async () => {
    fakeApi({
      'GET /api/teams/3': () => ok(TEAM),
      [STORED]: () =>
        collection([
          task(30, 'Migración del correo', '2026-10-01T09:00:00+02:00', { statusId: 4, store: true }),
          task(31, 'Cambio de impresora', '2026-10-05T09:00:00+02:00', { statusId: 4, store: true, email: 'luis.martin@empresa.es' }),
        ]),
    });
    renderAt('/storefile/3');
    const table = await screen.findByRole('table', { name: 'Tareas archivadas de Soporte' });
    const names = () => within(table).queryAllByRole('link').map((link) => link.textContent);
    expect(names()).toEqual(['Cambio de impresora', 'Migración del correo']);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar tareas archivadas' }), 'migracion');
    expect(names()).toEqual(['Migración del correo']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar tareas archivadas' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar tareas archivadas' }), 'nada así');
    expect(screen.getByText('Ninguna tarea archivada coincide con la búsqueda.')).toBeInTheDocument();
  });

  it('says when the team has archived nothing', async () => {
    fakeApi({ 'GET /api/teams/3': () => ok(TEAM), [STORED]: () => collection([]) });
    renderAt('/storefile/3');
    expect(await screen.findByText('No hay tareas archivadas.')).toBeInTheDocument();
  });
});
