import type { FakeApi } from '@portal/shared-api/testing';
import { fakeApi } from '@portal/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { boardRoutes } from '../../testing/board-fixtures';
import { ANA, logInAs, renderAt } from '../../testing/fixtures';

const CREATE = 'POST /api/tasks';
const UPLOAD = 'POST /api/media_objects';
const BOARD_ROUTES = boardRoutes(() => []);

let api: FakeApi;
beforeEach(() => logInAs(ANA));

async function fillIn(subject: string, message = '') {
  if (subject) await userEvent.type(await screen.findByLabelText('Asunto'), subject);
  if (message) await userEvent.type(screen.getByLabelText('Mensaje'), message);
}

const calls = (key: string) => api.calls.filter((call) => call.key === key);

describe('IncidentRequest (Solicitud de tareas)', () => {
  it('shows the requester’s e-mail read-only and requires a subject before sending', async () => {
    api = fakeApi({});
    renderAt('/incidencias/3/Soporte');
    expect(await screen.findByRole('heading', { name: 'Solicitud de tareas' })).toBeInTheDocument();
    expect(screen.getByText('Soporte')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana.garcia@empresa.es');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('readonly');
    await fillIn('   ');
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El asunto no puede estar vacío');
    expect(api.calls).toEqual([]);
  });

  it('creates the incident, uploads the chosen file to it and lands on the team’s board', async () => {
    api = fakeApi({
      [CREATE]: () => ({ status: 201, data: { '@id': '/api/tasks/55', id: 55 } }),
      [UPLOAD]: () => ({ status: 201, data: { id: 90, name: 'captura.png' } }),
      ...BOARD_ROUTES,
    });
    const router = renderAt('/incidencias/3/Soporte');
    await fillIn('No funciona la impresora', 'La de la planta 2');
    await userEvent.upload(screen.getByLabelText('Archivo adjunto (opcional)'), new File(['png'], 'captura.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByRole('heading', { name: 'Tablero de Soporte' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/board/3');
    expect(calls(CREATE).map((call) => call.body)).toEqual([
      {
        name: 'No funciona la impresora',
        team: '/api/teams/3',
        incident: true,
        email: 'ana.garcia@empresa.es',
        status: '/api/task_statuses/2',
        messages: [{ message: 'La de la planta 2', user: '/api/users/7' }],
      },
    ]);
    const form = calls(UPLOAD)[0]?.body as FormData;
    expect([form.get('entity'), form.get('entity_id'), (form.get('file') as File).name]).toEqual(['Task', '55', 'captura.png']);
  });

  it('sends no message and no upload when neither was given', async () => {
    api = fakeApi({ [CREATE]: () => ({ status: 201, data: { id: 56 } }), ...BOARD_ROUTES });
    renderAt('/incidencias/3/Soporte');
    await fillIn('Sin red');
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    await screen.findByRole('heading', { name: 'Tablero de Soporte' });
    expect(calls(CREATE)[0]?.body).not.toHaveProperty('messages');
    expect(calls(UPLOAD)).toEqual([]);
  });

  it('keeps what the user typed when sending fails, and sends it on the next try', async () => {
    let fail = true;
    api = fakeApi({
      [CREATE]: () => (fail ? { status: 403, data: { error: 'No puede crear incidencias en este equipo.' } } : { status: 201, data: { id: 57 } }),
      ...BOARD_ROUTES,
    });
    renderAt('/incidencias/3/Soporte');
    await fillIn('No funciona la impresora', 'Detalle');
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('No se ha podido enviar la solicitud: No puede crear incidencias en este equipo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Asunto')).toHaveValue('No funciona la impresora');
    expect(screen.getByLabelText('Mensaje')).toHaveValue('Detalle');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByRole('heading', { name: 'Tablero de Soporte' })).toBeInTheDocument();
  });

  it('never raises the incident twice when only the upload failed', async () => {
    let uploadFails = true;
    api = fakeApi({
      [CREATE]: () => ({ status: 201, data: { id: 58 } }),
      [UPLOAD]: () => (uploadFails ? { status: 415, data: { error: 'Tipo de archivo no permitido' } } : { status: 201, data: { id: 91 } }),
      ...BOARD_ROUTES,
    });
    renderAt('/incidencias/3/Soporte');
    await fillIn('Pantalla rota');
    await userEvent.upload(screen.getByLabelText('Archivo adjunto (opcional)'), new File(['%PDF'], 'foto.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(/La solicitud se ha creado, pero no se ha podido adjuntar el archivo: Tipo de archivo no permitido/)).toBeInTheDocument();
    uploadFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    await screen.findByRole('heading', { name: 'Tablero de Soporte' });
    expect(calls(CREATE)).toHaveLength(1);
    expect(calls(UPLOAD)).toHaveLength(2);
  });

  it('refuses a file over the limit before sending anything', async () => {
    api = fakeApi({});
    renderAt('/incidencias/3/Soporte');
    await fillIn('Vídeo del fallo');
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'video.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Archivo adjunto (opcional)'), huge);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('El archivo supera el tamaño máximo de 10 MB.'));
    expect(api.calls).toEqual([]);
  });

  it("shows the team's department it was opened for (spec 01 §2.4)", async () => {
    api = fakeApi({});
    renderAt('/incidencias/3/Soporte?departmentID=1&departmentName=Tecnolog%C3%ADa');
    const department = await screen.findByText('Departamento: Tecnología');
    expect(department).toHaveAttribute('data-department-id', '1');
  });
});
