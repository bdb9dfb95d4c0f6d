import { collection, fakeApi, renderWidget } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import { task } from '../../testing/board-fixtures';
import { logInAs, MANAGER } from '../../testing/fixtures';
import { widgets } from '../../widgets';

const requestedTasks = widgets.find((widget) => widget.id === 'mf_approvals.requested-tasks');
if (!requestedTasks) throw new Error('no requested-tasks widget');

beforeEach(() => logInAs(MANAGER));

describe('the "Tareas por autorizar" widget', () => {
  it('counts the requested tasks waiting for the person and links to /pendientes', async () => {
    fakeApi({ 'GET /api/getAdminTasks': () => collection([task(1, 'Impresora', '2026-11-01T09:00:00+01:00'), task(2, 'Router', '2026-11-02T09:00:00+01:00')]) });
    await renderWidget(requestedTasks);
    expect(await screen.findByTestId('requested-tasks-count')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'tareas por autorizar' })).toHaveAttribute('href', '/pendientes');
  });

  it('fails to the card when the list cannot be read', async () => {
    const api = fakeApi({ 'GET /api/getAdminTasks': () => ({ status: 500, data: { 'hydra:description': 'Error interno' } }) });
    await renderWidget(requestedTasks);
    expect(await screen.findByRole('alert')).toHaveTextContent('Fallo: Error interno');
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/getAdminTasks']);
  });
});
