import type { FakeApi } from '@portal/shared-api/testing';
import { UPLOAD_RULES } from '@portal/shared-api/rules';
import { fakeApi, renderRoutes } from '@portal/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JustifyAbsenceForm } from './JustifyAbsenceForm';

const CREATE = 'POST /api/justifications';
const UPLOAD = 'POST /api/media_objects';
const DRAFT = { start: '2026-11-02T08:00', end: '2026-11-02T15:00' };
const CERTIFICATE = new File(['%PDF-1.7'], 'parte médico.pdf', { type: 'application/pdf' });

let api: FakeApi;
const calls = (key: string) => api.calls.filter((call) => call.key === key);

function renderForm() {
  const onClose = jest.fn();
  renderRoutes([{ path: '/calendario', element: <JustifyAbsenceForm draft={DRAFT} onClose={onClose} /> }], { path: '/calendario' });
  return onClose;
}

async function fillIn(explanation: string, file: File | null) {
  await userEvent.type(await screen.findByLabelText('Explicación'), explanation);
  if (file) await userEvent.upload(screen.getByLabelText('Justificante (opcional)'), file);
}

const send = (name = 'Enviar justificación') => userEvent.click(screen.getByRole('button', { name }));

describe('JustifyAbsenceForm', () => {
  it('sends the justification, then uploads the chosen certificate linked to it', async () => {
    api = fakeApi({
      [CREATE]: () => ({ status: 201, data: { '@id': '/api/justifications/12', id: 12 } }),
      [UPLOAD]: () => ({ status: 201, data: { id: 90, name: CERTIFICATE.name } }),
    });
    const onClose = renderForm();
    await fillIn('Consulta médica', CERTIFICATE);
    await send();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls(CREATE).map((call) => (call.body as { explanation: string }).explanation)).toEqual(['Consulta médica']);
    const form = calls(UPLOAD)[0]?.body as FormData;
    expect([form.get('entity'), form.get('entity_id'), (form.get('file') as File).name]).toEqual(['Justification', '12', 'parte médico.pdf']);
  });

  it('sends no upload without a file', async () => {
    api = fakeApi({ [CREATE]: () => ({ status: 201, data: { id: 13 } }) });
    const onClose = renderForm();
    await fillIn('Gestión personal', null);
    await send();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls(UPLOAD)).toEqual([]);
  });

  it('refuses a file over the upload rules’ limit before sending anything', async () => {
    api = fakeApi({});
    renderForm();
    await fillIn('Consulta', new File([new Uint8Array(UPLOAD_RULES.attachment.maxBytes + 1)], 'escaneo.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(UPLOAD_RULES.attachment.tooLarge));
    expect(api.calls).toEqual([]);
  });

  it('shows the API’s reason for a refused file, keeps what was typed, and a retry sends only the file', async () => {
    let refused = true;
    api = fakeApi({
      [CREATE]: () => ({ status: 201, data: { id: 14 } }),
      [UPLOAD]: () => (refused ? { status: 415, data: { error: UPLOAD_RULES.attachment.wrongType } } : { status: 201, data: { id: 91 } }),
    });
    const onClose = renderForm();
    await fillIn('Consulta médica', CERTIFICATE);
    await send();
    expect(await screen.findByText(`La justificación se ha enviado, pero el archivo no: ${UPLOAD_RULES.attachment.wrongType}`)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Explicación')).toHaveValue('Consulta médica');
    expect(screen.getByText('parte médico.pdf')).toBeInTheDocument();
    refused = false;
    await send('Enviar archivo');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls(CREATE)).toHaveLength(1);
    expect(calls(UPLOAD)).toHaveLength(2);
  });

  it('keeps the form as typed when the justification itself is refused', async () => {
    api = fakeApi({ [CREATE]: () => ({ status: 422, data: { error: 'Motivo no válido' } }) });
    const onClose = renderForm();
    await fillIn('Consulta', CERTIFICATE);
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Motivo no válido');
    expect(screen.getByLabelText('Explicación')).toHaveValue('Consulta');
    expect(screen.getByRole('button', { name: 'Enviar justificación' })).toBeEnabled();
    expect(calls(UPLOAD)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
