import { collection, fakeApi, ok } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEAM, task } from '../../testing/board-fixtures';
import { logInAs, MANAGER, renderAt } from '../../testing/fixtures';

const DELETED = 'GET /api/appTasks?deleted=true&team=3';
const removed = task(21, 'Pedido de ratones', '2026-11-18T09:00:00+01:00', { deleted: true, statusId: 1, timeWorking: 90 });

beforeEach(() => logInAs(MANAGER));

describe('DeletedTasks', () => {
  it('lists the team’s deleted tasks and restores one, which then leaves the list', async () => {
    let deleted = [removed];
    const api = fakeApi({
      'GET /api/teams/3': () => ok(TEAM),
      [DELETED]: () => collection(deleted),
      'PATCH /api/tasks/21': () => {
        deleted = [];
        return ok({ ...removed, deleted: false });
      },
    });
    renderAt('/deleted_tasks/3');
    const table = await screen.findByRole('table', { name: 'Tareas eliminadas de Soporte' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Pedido de ratones' })).toHaveAttribute('href', '/taskDetails/21');
    expect(within(row).getByText('1 min')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Restaurar Pedido de ratones' }));
    expect(await screen.findByText('Tarea restaurada')).toBeInTheDocument();
    expect(await screen.findByText('No hay tareas eliminadas.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === 'PATCH /api/tasks/21')?.body).toEqual({ deleted: false });
  });

  it('keeps the task with the server’s reason when the restore is refused', async () => {
    const api = fakeApi({
      'GET /api/teams/3': () => ok(TEAM),
      [DELETED]: () => collection([removed]),
      'PATCH /api/tasks/21': () => ({ status: 403, data: { error: 'Solo los responsables del equipo pueden archivar, eliminar o mover la tarea.' } }),
    });
    renderAt('/deleted_tasks/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Restaurar Pedido de ratones' }));
    expect(await screen.findByText('Solo los responsables del equipo pueden archivar, eliminar o mover la tarea.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restaurar Pedido de ratones' })).toBeEnabled());
    expect(api.calls.filter((call) => call.key === 'PATCH /api/tasks/21')).toHaveLength(1);
  });
});
