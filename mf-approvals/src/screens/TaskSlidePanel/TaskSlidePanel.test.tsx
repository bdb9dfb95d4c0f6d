import { collection, fakeApi } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANA, logInAs, renderAt } from '../../testing/fixtures';

const incident = {
  '@id': '/api/tasks/11',
  id: 11,
  name: 'No funciona la impresora',
  team: '/api/teams/3',
  status: { '@id': '/api/task_statuses/2', id: 2, name: 'solicitada' },
  incident: true,
  email: 'ana.garcia@empresa.es',
  deleted: false,
  createdAt: '2026-11-21T10:00:00+01:00',
  messages: [],
  files: [{ '@id': '/api/media_objects/90', id: 90, name: 'informe.pdf', deleted: false }],
};

beforeEach(() => logInAs(ANA));

describe('TaskSlidePanel', () => {
  it('shows the task’s facts, says when it has no messages, links its files and closes with Cerrar', async () => {
    fakeApi({
      'GET /api/teams/3': () => ({ status: 200, data: { id: 3, name: 'Soporte' } }),
      'GET /api/appTasks?deleted=false&store=false&team=3': () => collection([incident]),
      'GET /api/singleTask/11': () => ({ status: 200, data: incident }),
    });
    const router = renderAt('/board/3/slidepanel/11');
    const panel = await screen.findByRole('complementary', { name: 'No funciona la impresora' });
    expect(within(panel).getByRole('heading', { name: 'No funciona la impresora' })).toHaveFocus();
    expect(within(panel).getByText('Solicitada')).toBeInTheDocument();
    expect(within(panel).getByText('ana.garcia@empresa.es')).toBeInTheDocument();
    expect(within(panel).getByText('21-11-2026 10:00:00')).toBeInTheDocument();
    expect(within(panel).getByText('Sin mensajes')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'informe.pdf' })).toHaveAttribute('href', '/api/files/90');
    await userEvent.click(within(panel).getByRole('link', { name: 'Cerrar' }));
    expect(router.state.location.pathname).toBe('/board/3');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
