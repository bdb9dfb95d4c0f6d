import { installFakeLiveFeed } from '@portal/shared-api/testing';
import { collection, fakeApi, renderWidget } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { ANA, logInAs, MANAGER } from '../../testing/fixtures';
import { widgets } from '../../widgets';

const pendingDecisions = widgets.find((widget) => widget.id === 'mf_approvals.pending-decisions');
if (!pendingDecisions) throw new Error('no pending-decisions widget');

const SCHEDULES = 'GET /api/user_schedules?authorized=false&decidable=true';
const HOLIDAYS = 'GET /api/calendar_assignments?type=1&managed=false&decidable=true';
const JUSTIFICATIONS = 'GET /api/justifications?status=false&decidable=true';
const requestOf = (id: number, userId: number) => ({ '@id': `/api/x/${id}`, id, user: { '@id': `/api/users/${userId}`, id: userId, name: 'Ana' } });
const countOf = (label: string) => within(screen.getByRole('link', { name: label }).closest('li') as HTMLElement);

describe('the "Pendiente de gestionar" widget', () => {
  it("counts each list's requests the person may decide, each linking to its list, and follows decisions made elsewhere", async () => {
    await logInAs(MANAGER);
    const feed = installFakeLiveFeed();
    let holidays = [requestOf(4, 7), requestOf(5, 8)];
    const api = fakeApi({
      [SCHEDULES]: () => collection([requestOf(1, 7), requestOf(2, 2)]),
      [HOLIDAYS]: () => collection(holidays),
      [JUSTIFICATIONS]: () => collection([requestOf(6, 7)]),
    });
    await renderWidget(pendingDecisions);
    expect(await screen.findByRole('link', { name: 'Cambios de horario' })).toHaveAttribute('href', '/horarios/autorizar');
    // Their own schedule request (user 2) is for someone else to decide.
    expect(countOf('Cambios de horario').getByText('1')).toBeInTheDocument();
    expect(countOf('Vacaciones').getByText('2')).toBeInTheDocument();
    expect(countOf('Justificaciones').getByText('1')).toBeInTheDocument();
    holidays = [requestOf(5, 8)];
    await feed.send({ '@id': '/api/calendar_assignments/4', '@type': 'CalendarAssignment', id: 4, authorized: true });
    expect(await countOf('Vacaciones').findByText('1')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === HOLIDAYS)).toHaveLength(2);
    feed.restore();
  });

  it('leaves justifications out for someone who does not decide them', async () => {
    await logInAs({ ...ANA, roles: ['ROLE_USER', 'ROLE_TEAM_MANAGER'] });
    const api = fakeApi({ [SCHEDULES]: () => collection([]), [HOLIDAYS]: () => collection([]) });
    await renderWidget(pendingDecisions);
    expect(await screen.findByRole('link', { name: 'Vacaciones' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Justificaciones' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).not.toContain(JUSTIFICATIONS);
  });

  it('fails to the card when a list cannot be read', async () => {
    await logInAs(MANAGER);
    const api = fakeApi({
      [SCHEDULES]: () => ({ status: 503, data: { 'hydra:description': 'El portal está en mantenimiento.' } }),
      [HOLIDAYS]: () => collection([]),
      [JUSTIFICATIONS]: () => collection([]),
    });
    await renderWidget(pendingDecisions);
    expect(await screen.findByRole('alert')).toHaveTextContent('Fallo: El portal está en mantenimiento.');
    expect(api.calls.map((call) => call.key)).toContain(SCHEDULES);
  });
});
