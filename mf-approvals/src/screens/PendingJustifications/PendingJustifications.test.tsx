import type { Justification } from '@portal/shared-api';
import { type FakeApi, installFakeLiveFeed } from '@portal/shared-api/testing';
import { collection, fakeApi } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs, MANAGER, renderAt } from '../../testing/fixtures';

function justification(id: number, overrides: Partial<Justification> = {}): Justification {
  return {
    '@id': `/api/justifications/${id}`,
    id,
    start: '2026-11-02T00:00:00+01:00',
    end: '2026-11-03T23:59:59+01:00',
    firstDay: '2026-11-02',
    lastDay: '2026-11-03',
    justifiedSeconds: 14_400 + 90 + 5,
    user: { '@id': '/api/users/7', id: 7, name: 'Ana García', email: 'ana.garcia@empresa.es', image: null, deleted: false },
    reason_id: 2,
    explanation: 'Baja médica por gripe',
    status: false,
    authorized: null,
    ...overrides,
  } as Justification;
}

const PENDING = 'GET /api/justifications?status=false&decidable=true';
const HANDLED = 'GET /api/justifications?status=true&decidable=true';

let api: FakeApi;
beforeEach(() => logInAs(MANAGER));

const renderScreen = (path = '/justificaciones') => renderAt(path);

describe('PendingJustifications', () => {
  it('says so when nothing is pending', async () => {
    api = fakeApi({ [PENDING]: () => collection([]) });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Justificaciones pendientes de gestionar' })).toBeInTheDocument();
    expect(screen.getByText('No hay ningún elemento pendiente')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ver gestionadas' })).not.toBeChecked();
  });

  it('links the attached certificate for download, and shows no link without one', async () => {
    const file = { '@id': '/api/media_objects/41', id: 41, name: 'parte médico.pdf', contentUrl: '/api/files/41', deleted: false };
    api = fakeApi({ [PENDING]: () => collection([justification(9, { file }), justification(8, { file: null })]) });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Justificación nº 9' });
    const link = within(card).getByRole('link', { name: 'Descargar parte médico.pdf' });
    expect(link.getAttribute('href')).toMatch(/\/api\/files\/41$/);
    expect(within(screen.getByRole('article', { name: 'Justificación nº 8' })).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows id, period, time, e-mail, reason and explanation, with both actions while pending', async () => {
    api = fakeApi({
      [PENDING]: () => collection([justification(9, { reason_id: 7, explanation: '' }), justification(8)]),
    });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Justificación nº 8' });
    expect(within(card).getByText('02-11-2026 - 03-11-2026')).toBeInTheDocument();
    expect(within(card).getByText('4 h 1 min')).toBeInTheDocument();
    // The person by full name, with the e-mail the spec lists.
    expect(within(card).getByText('Ana García')).toBeInTheDocument();
    expect(within(card).getByText('(ana.garcia@empresa.es)')).toBeInTheDocument();
    expect(within(card).getByText('Baja médica')).toBeInTheDocument();
    expect(within(card).getByText('Baja médica por gripe')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Denegar' })).toBeInTheDocument();
    expect(within(card).queryByText('Autorizado')).not.toBeInTheDocument();
    const unknown = screen.getByRole('article', { name: 'Justificación nº 9' });
    expect(within(unknown).getByText('Desconocido')).toBeInTheDocument();
    expect(within(unknown).queryByText('Explicación')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')[0]).toBe(card);
  });

  it('shows whole days as the person\'s calendar days, counts them in working days and shows who else of the team is away', async () => {
    api = fakeApi({
      [PENDING]: () =>
        collection([
          // A whole day in Madrid written as UTC instants: the day is the API's, never the browser's reading of them.
          justification(8, {
            start: '2026-11-19T23:00:00Z',
            end: '2026-11-20T22:59:59Z',
            firstDay: '2026-11-20',
            lastDay: '2026-11-20',
            workingDays: 2,
            othersOff: ['Pablo Hernández Soto'],
          }),
          justification(9, { start: '2026-11-24T09:00:00+01:00', end: '2026-11-24T13:01:35+01:00', firstDay: null, lastDay: null, workingDays: null, othersOff: [] }),
        ]),
    });
    renderScreen();
    const whole = await screen.findByRole('article', { name: 'Justificación nº 8' });
    expect(within(whole).getByText('20-11-2026 - 20-11-2026')).toBeInTheDocument();
    expect(within(whole).getByText('2 días')).toBeInTheDocument();
    expect(within(whole).getByText('Pablo Hernández Soto')).toBeInTheDocument();
    const hours = screen.getByRole('article', { name: 'Justificación nº 9' });
    expect(within(hours).getByText(/^24-11-2026 \d\d:00 - 24-11-2026 \d\d:01$/)).toBeInTheDocument();
    expect(within(hours).queryByText('Días laborables')).not.toBeInTheDocument();
    expect(within(hours).getByText('4 h 1 min')).toBeInTheDocument();
    expect(within(hours).getByText('Nadie más del equipo')).toBeInTheDocument();
  });

  it('accepts several pending ones at once; one refused stays with its reason and the list is read again without the others', async () => {
    let pending = [justification(8), justification(9), justification(10)];
    const approve = (id: number) => () => {
      pending = pending.filter((item) => item.id !== id);
      return { status: 200, data: justification(id, { status: true, authorized: true }) };
    };
    api = fakeApi({
      [PENDING]: () => collection(pending),
      'PUT /api/approveJustification/8': approve(8),
      'PUT /api/approveJustification/9': () => ({ status: 403, data: { error: 'No tiene permiso para realizar esta acción.' } }),
      'PUT /api/approveJustification/10': approve(10),
    });
    renderScreen();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar todas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar seleccionadas (3)' }));
    expect(await screen.findByText('2 justificaciones aceptadas')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    const refused = screen.getByRole('article', { name: 'Justificación nº 9' });
    expect(within(refused).getByRole('alert')).toHaveTextContent('No tiene permiso para realizar esta acción.');
  });

  it('toggles to handled items, which show their status and only the opposite action', async () => {
    let answerHandled: () => void = () => undefined;
    const handledAnswered = new Promise<void>((resolve) => {
      answerHandled = resolve;
    });
    api = fakeApi({
      [PENDING]: () => collection([justification(8)]),
      [HANDLED]: async () => {
        await handledAnswered;
        return collection([justification(5, { status: true, authorized: true, reason_id: 1 }), justification(6, { status: true, authorized: false, reason_id: 3 })]);
      },
    });
    const router = renderScreen();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Ver gestionadas' }));
    // Checked at once, and not clickable again, while the handled list loads.
    expect(screen.getByRole('checkbox', { name: 'Ver gestionadas' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ver gestionadas' })).toBeDisabled();
    answerHandled();
    const approved = await screen.findByRole('article', { name: 'Justificación nº 5' });
    expect(router.state.location.search).toBe('?gestionadas=1');
    expect(screen.getByRole('checkbox', { name: 'Ver gestionadas' })).toBeChecked();
    expect(within(approved).getByText('Autorizado')).toBeInTheDocument();
    expect(within(approved).getByText('Vacaciones')).toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
    expect(within(approved).getByRole('button', { name: 'Denegar' })).toBeInTheDocument();
    const denied = screen.getByRole('article', { name: 'Justificación nº 6' });
    expect(within(denied).getByText('Denegado')).toBeInTheDocument();
    expect(within(denied).getByText('Festivos')).toBeInTheDocument();
    expect(within(denied).getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
    expect(within(denied).queryByRole('button', { name: 'Denegar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Justificación nº 8' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Ver gestionadas' }));
    expect(await screen.findByRole('article', { name: 'Justificación nº 8' })).toBeInTheDocument();
  });

  it('approves, replaces the item with the server’s answer, says Ok!, and can flip it to denied', async () => {
    api = fakeApi({
      [PENDING]: () => collection([justification(8)]),
      'PUT /api/approveJustification/8': () => ({ status: 200, data: justification(8, { status: true, authorized: true }) }),
      'PUT /api/denyJustification/8': () => ({ status: 200, data: justification(8, { status: true, authorized: false }) }),
    });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Justificación nº 8' });
    await userEvent.click(within(card).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Ok!')).toBeInTheDocument();
    expect(await within(card).findByText('Autorizado')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Denegar' }));
    expect(await within(card).findByText('Denegado')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toEqual([PENDING, 'PUT /api/approveJustification/8', 'PUT /api/denyJustification/8']);
  });

  it('shows a failed decision as an error toast and reloads the list', async () => {
    let pending = [justification(8)];
    api = fakeApi({
      [PENDING]: () => collection(pending),
      'PUT /api/denyJustification/8': () => {
        pending = [];
        return { status: 403, data: { error: 'No tiene permiso para realizar esta acción.' } };
      },
    });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Denegar' }));
    expect(await screen.findByText('No tiene permiso para realizar esta acción.')).toBeInTheDocument();
    expect(screen.queryByText('Ok!')).not.toBeInTheDocument();
    expect(await screen.findByText('No hay ningún elemento pendiente')).toBeInTheDocument();
  });

  it('shows a load failure inside the screen and retries', async () => {
    let fail = true;
    api = fakeApi({ [HANDLED]: () => (fail ? { status: 500, data: { error: 'Error interno' } } : collection([])) });
    renderScreen('/justificaciones?gestionadas=1');
    expect(await screen.findByText(/No se han podido cargar las justificaciones: Error interno/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByText('No hay justificaciones gestionadas')).toBeInTheDocument());
  });

  it("does not offer a manager their own justification, which someone else decides", async () => {
    const own = justification(5, { user: { ...justification(5).user, '@id': '/api/users/2', id: 2, name: 'Marta Ruiz' } });
    api = fakeApi({ [PENDING]: () => collection([own, justification(3)]) });
    renderScreen();
    expect(await screen.findByRole('article', { name: 'Justificación nº 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});

it('drops a request another manager decided as soon as the live feed says so, without a reload of the page', async () => {
  const feed = installFakeLiveFeed();
  let pending = [justification(3), justification(4)];
  api = fakeApi({ [PENDING]: () => collection(pending) });
  renderScreen();
  expect(await screen.findByRole('article', { name: 'Justificación nº 3' })).toBeInTheDocument();

  pending = [justification(4)];
  await feed.send({ '@id': '/api/justifications/3', '@type': 'Justification', id: 3, status: true });

  await waitFor(() => expect(screen.queryByRole('article', { name: 'Justificación nº 3' })).not.toBeInTheDocument());
  expect(screen.getByRole('article', { name: 'Justificación nº 4' })).toBeInTheDocument();
  expect(api.calls.filter((call) => call.key === PENDING)).toHaveLength(2);
  feed.restore();
});

it('keeps a card the manager just decided when the live feed echoes that decision, so it can still be flipped', async () => {
  const feed = installFakeLiveFeed();
  const decided = justification(8, { status: true, authorized: true, managedBy: '/api/users/2' });
  api = fakeApi({
    [PENDING]: () => collection([justification(8)]),
    'PUT /api/approveJustification/8': () => ({ status: 200, data: decided }),
  });
  renderScreen();
  const card = await screen.findByRole('article', { name: 'Justificación nº 8' });
  await userEvent.click(within(card).getByRole('button', { name: 'Aceptar' }));
  expect(await within(card).findByText('Autorizado')).toBeInTheDocument();

  await feed.send(decided);

  expect(within(card).getByRole('button', { name: 'Denegar' })).toBeInTheDocument();
  expect(api.calls.filter((call) => call.key === PENDING)).toHaveLength(1);
  feed.restore();
});
