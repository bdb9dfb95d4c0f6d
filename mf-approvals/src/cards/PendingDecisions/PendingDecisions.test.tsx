import { installFakeLiveFeed } from '@portal/shared-api/testing';
import { fakeApi, ok, renderCard } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { ANA, logInAs, MANAGER } from '../../testing/fixtures';
import { widgets } from '../../cards';

const pendingDecisions = widgets.find((card) => card.id === 'mf_approvals.pending-decisions');
if (!pendingDecisions) throw new Error('no pending-decisions card');

// The three lists' counts, computed by the API in the person's scope, in one request.
const PENDING = 'GET /api/pending_decisions';
const counted = (userSchedules: number, holidays: number, justifications: number) =>
  ok({ '@id': '/api/pending_decisions', '@type': 'PendingDecisions', userSchedules, holidays, justifications });
const countOf = (label: string) => within(screen.getByRole('link', { name: label }).closest('li') as HTMLElement);

describe('the "Pendiente de gestionar" card', () => {
  it("counts each list's requests the person may decide, each linking to its list, and follows decisions made elsewhere", async () => {
    await logInAs(MANAGER);
    const feed = installFakeLiveFeed();
    let holidays = 2;
    const api = fakeApi({ [PENDING]: () => counted(1, holidays, 1) });
    await renderCard(pendingDecisions);
    expect(await screen.findByRole('link', { name: 'Cambios de horario' })).toHaveAttribute('href', '/horarios/autorizar');
    expect(countOf('Cambios de horario').getByText('1')).toBeInTheDocument();
    expect(countOf('Vacaciones').getByText('2')).toBeInTheDocument();
    expect(countOf('Justificaciones').getByText('1')).toBeInTheDocument();
    holidays = 1;
    await feed.send({ '@id': '/api/calendar_assignments/4', '@type': 'CalendarAssignment', id: 4, authorized: true });
    expect(await countOf('Vacaciones').findByText('1')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === PENDING)).toHaveLength(2);
    feed.restore();
  });

  it('leaves justifications out for someone who does not decide them', async () => {
    await logInAs({ ...ANA, roles: ['ROLE_USER', 'ROLE_TEAM_MANAGER'] });
    const api = fakeApi({ [PENDING]: () => counted(0, 0, 0) });
    await renderCard(pendingDecisions);
    expect(await screen.findByRole('link', { name: 'Vacaciones' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Justificaciones' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toEqual([PENDING]);
  });

  it('fails to the card when the counts cannot be read', async () => {
    await logInAs(MANAGER);
    const api = fakeApi({ [PENDING]: () => ({ status: 503, data: { 'hydra:description': 'El portal está en mantenimiento.' } }) });
    await renderCard(pendingDecisions);
    expect(await screen.findByRole('alert')).toHaveTextContent('Fallo: El portal está en mantenimiento.');
    expect(api.calls.map((call) => call.key)).toContain(PENDING);
  });
});
