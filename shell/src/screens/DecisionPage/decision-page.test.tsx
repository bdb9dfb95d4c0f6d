import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { DecisionPage } from './DecisionPage';

const TOKEN = 'A'.repeat(43);
const HOLIDAY = {
  kind: 'holiday',
  requester: { name: 'Ana García Pérez', email: 'ana.garcia@empresa.es' },
  start: '2029-01-01T00:00:00+01:00',
  end: '2029-01-05T23:59:59+01:00',
  detail: null,
  takesRejectReason: true,
  rejectReasonRequired: false,
};

type Answer = { status: number; body: unknown };

/** The API as the browser meets it: the portal's server is outside this test. */
function api(answers: { read: Answer; decide?: Answer[] }) {
  const decisions: { url: string; body: unknown }[] = [];
  const reads: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    let answer = answers.read;
    if (init?.method === 'POST') {
      decisions.push({ url, body: JSON.parse(String(init.body)) });
      answer = answers.decide?.shift() ?? { status: 500, body: {} };
    } else reads.push(url);
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as unknown as Response;
  });
  return { decisions, reads };
}

function open(page: '/authorize' | '/rechazar', token = TOKEN) {
  render(
    <MemoryRouter initialEntries={[`${page}?token=${token}`]}>
      {page === '/authorize' ? <DecisionPage action="accept" title="Autorizar solicitud" /> : <DecisionPage action="reject" title="Rechazar solicitud" />}
    </MemoryRouter>,
  );
}

describe('the e-mail decision pages', () => {
  it("shows a holiday's days as the API counts them, in the requester's zone", async () => {
    // A Canarias person's days: their last second is already the next day in Madrid.
    const canarias = { ...HOLIDAY, start: '2029-01-01T01:00:00+01:00', end: '2029-01-06T00:59:59+01:00', startDay: '2029-01-01', endDay: '2029-01-05' };
    api({ read: { status: 200, body: { ...canarias, action: 'accept' } } });
    open('/authorize');
    expect(await screen.findByText('01-01-2029 – 05-01-2029')).toBeInTheDocument();
  });

  it('shows who asks for what and when, and decides nothing until the button is pressed', async () => {
    const { decisions, reads } = api({ read: { status: 200, body: { ...HOLIDAY, action: 'accept' } }, decide: [{ status: 200, body: {} }] });
    open('/authorize');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(await screen.findByText('Ana García Pérez')).toBeInTheDocument();
    expect(screen.getByText('Vacaciones')).toBeInTheDocument();
    expect(screen.getByText('01-01-2029 – 05-01-2029')).toBeInTheDocument();
    expect(screen.queryByLabelText('Motivo de rechazo')).not.toBeInTheDocument();
    expect(reads).toEqual([`/api/decision_tokens/${TOKEN}`]);
    expect(decisions).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('La solicitud ha sido aceptada.')).toBeInTheDocument();
    expect(decisions).toEqual([{ url: `/api/decision_tokens/${TOKEN}`, body: {} }]);
  });

  it('rejects with the reason typed, and keeps it when the API refuses the decision', async () => {
    const { decisions } = api({
      read: { status: 200, body: { ...HOLIDAY, action: 'reject', rejectReasonRequired: true } },
      decide: [
        { status: 422, body: { error: 'Debe indicar el motivo del rechazo' } },
        { status: 200, body: {} },
      ],
    });
    open('/rechazar');
    await userEvent.type(await screen.findByLabelText('Motivo de rechazo'), 'Cierre del trimestre');
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Debe indicar el motivo del rechazo');
    expect(screen.getByLabelText('Motivo de rechazo')).toHaveValue('Cierre del trimestre');

    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('La solicitud ha sido rechazada.')).toBeInTheDocument();
    expect(decisions.map((one) => one.body)).toEqual([{ rejectReason: 'Cierre del trimestre' }, { rejectReason: 'Cierre del trimestre' }]);
  });

  it('shows a justification with its reason and denies it without asking for a reason', async () => {
    const justification = { ...HOLIDAY, kind: 'justification', detail: 'Baja médica', takesRejectReason: false, action: 'reject' };
    const { decisions } = api({ read: { status: 200, body: justification }, decide: [{ status: 200, body: {} }] });
    open('/rechazar');
    expect(await screen.findByText('Justificación de ausencia')).toBeInTheDocument();
    expect(screen.getByText('Baja médica')).toBeInTheDocument();
    expect(screen.queryByLabelText('Motivo de rechazo')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('La solicitud ha sido rechazada.')).toBeInTheDocument();
    expect(decisions.map((one) => one.body)).toEqual([{}]);
  });

  it('shows a requested task on its one day', async () => {
    api({ read: { status: 200, body: { ...HOLIDAY, kind: 'task', detail: 'Monitor nuevo', end: null, action: 'accept' } } });
    open('/authorize');
    expect(await screen.findByText('Monitor nuevo')).toBeInTheDocument();
    expect(screen.getByText('01-01-2029')).toBeInTheDocument();
  });

  it.each([
    ['an unknown, used or expired link', 404, 'El enlace no es válido o ha caducado.'],
    ['a request decided by someone else', 409, 'Esta solicitud ya ha sido gestionada.'],
  ])('on opening %s, says so and offers no button', async (_case, status, message) => {
    api({ read: { status, body: { error: message } } });
    open('/authorize');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the request was handled when someone else decided between opening and pressing', async () => {
    api({ read: { status: 200, body: { ...HOLIDAY, action: 'accept' } }, decide: [{ status: 409, body: { error: 'Esta solicitud ya ha sido gestionada.' } }] });
    open('/authorize');
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta solicitud ya ha sido gestionada.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('never asks the API about a malformed token', async () => {
    const { reads } = api({ read: { status: 200, body: { ...HOLIDAY, action: 'reject' } } });
    open('/authorize', 'corto');
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace no es válido o ha caducado.');
    expect(reads).toEqual([]);
  });

  it('refuses a rejection link opened on the acceptance page', async () => {
    api({ read: { status: 200, body: { ...HOLIDAY, action: 'reject' } } });
    open('/authorize');
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace no es válido o ha caducado.');
    expect(screen.queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
  });
});
