import { fakeApi, ok, renderCard } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import { logInAs, MANAGER } from '../../testing/fixtures';
import { widgets } from '../../cards';

const requestedTasks = widgets.find((card) => card.id === 'mf_approvals.requested-tasks');
if (!requestedTasks) throw new Error('no requested-tasks card');

const COUNT = 'GET /api/getAdminTasks?page=1&itemsPerPage=1';

beforeEach(() => logInAs(MANAGER));

describe('the "Tareas por autorizar" card', () => {
  it('counts the requested tasks waiting for the person and links to /pendientes', async () => {
    // Only the count: a one-item page whose `hydra:totalItems` the API computes.
    fakeApi({ [COUNT]: () => ok({ 'hydra:member': [{ '@id': '/api/tasks/1', id: 1 }], 'hydra:totalItems': 2 }) });
    await renderCard(requestedTasks);
    expect(await screen.findByTestId('requested-tasks-count')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'tareas por autorizar' })).toHaveAttribute('href', '/pendientes');
  });

  it('fails to the card when the list cannot be read', async () => {
    const api = fakeApi({ [COUNT]: () => ({ status: 500, data: { 'hydra:description': 'Error interno' } }) });
    await renderCard(requestedTasks);
    expect(await screen.findByRole('alert')).toHaveTextContent('Fallo: Error interno');
    expect(api.calls.map((call) => call.key)).toEqual([COUNT]);
  });
});
