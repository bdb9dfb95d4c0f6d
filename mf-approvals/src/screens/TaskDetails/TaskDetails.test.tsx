import { collection, fakeApi, ok } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { TAGS, TEAM, task } from '../../testing/board-fixtures';
import { ANA, logInAs, renderAt } from '../../testing/fixtures';

beforeEach(() => logInAs(ANA));

describe('TaskDetails', () => {
  it('shows the same task view on its own page, with the way back to the board', async () => {
    fakeApi({
      'GET /api/singleTask/11': () => ok(task(11, 'No funciona la impresora', '2026-11-21T10:00:00+01:00', { dueDate: '2026-11-28T18:00:00+01:00' })),
      'GET /api/tags': () => collection(TAGS),
      'GET /api/teams/3': () => ok(TEAM),
      'GET /api/getActiveTasks': () => collection([]),
    });
    renderAt('/taskDetails/11');
    const page = await screen.findByRole('region', { name: 'No funciona la impresora' });
    expect(within(page).getByRole('heading', { level: 1, name: 'No funciona la impresora' })).toHaveFocus();
    expect(within(page).getByText(/^sáb 28 nov( 2026)?, 18:00$/)).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Ver tablero de Soporte' })).toHaveAttribute('href', '/board/3');
    expect(within(page).getByRole('textbox', { name: 'Escribe un mensaje' })).toBeInTheDocument();
  });

  it('says a task that is not there (or may not be seen) does not exist, with the way home and no retry', async () => {
    fakeApi({ 'GET /api/singleTask/99': () => ({ status: 404, data: { error: 'No encontrado' } }), 'GET /api/tags': () => collection(TAGS), 'GET /api/getActiveTasks': () => collection([]) });
    renderAt('/taskDetails/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta tarea no existe o no tiene acceso a ella.');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('keeps the server’s reason and the retry for any other failure', async () => {
    fakeApi({ 'GET /api/singleTask/99': () => ({ status: 500, data: { error: 'Base de datos caída' } }), 'GET /api/tags': () => collection(TAGS), 'GET /api/getActiveTasks': () => collection([]) });
    renderAt('/taskDetails/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido cargar la tarea: Base de datos caída');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
