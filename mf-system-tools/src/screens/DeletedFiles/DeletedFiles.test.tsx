import type { MediaObject } from '@portal/shared-api';
import { ok } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, logInAs, renderAt } from '../../testing/fixtures';

function file(id: number, name: string, origin: Partial<MediaObject> = {}): MediaObject {
  return {
    '@id': `/api/media_objects/${id}`,
    id,
    name,
    deleted: true,
    task: { id: 40, name: 'Renovar portátiles' },
    taskMessage: null,
    subtaskMessage: null,
    createdBy: { id: 9, email: 'ana.garcia@empresa.es' },
    ...origin,
  } as MediaObject;
}

const page = (items: MediaObject[], total = items.length) => ok({ 'hydra:member': items, 'hydra:totalItems': total });
const FIRST_PAGE = 'GET /api/media_objects_details?deleted=true&page=1';

beforeEach(() => logInAs(ADMIN));

describe('DeletedFiles', () => {
  it('says so when there are no deleted files', async () => {
    renderAt('/archivos_eliminados', { [FIRST_PAGE]: () => page([]) });
    expect(await screen.findByRole('heading', { name: 'Archivos eliminados de tareas' })).toBeInTheDocument();
    expect(screen.getByText('No se han encontrado archivos eliminados.')).toBeInTheDocument();
  });

  it('shows origin, icon by extension, the creator and the download link of each file', async () => {
    renderAt('/archivos_eliminados', {
      [FIRST_PAGE]: () =>
        page([
          file(1, 'presupuesto.pdf'),
          file(2, 'horas.xlsx', { taskMessage: '/api/task_messages/5' }),
          file(3, 'acta.docx', { subtaskMessage: '/api/subtask_messages/8' }),
          file(4, 'foto.png'),
        ]),
    });
    const pdf = await screen.findByRole('article', { name: 'presupuesto.pdf' });
    expect(within(pdf).getByRole('img', { name: 'Archivo PDF' })).toBeInTheDocument();
    expect(within(pdf).getByText('Tarea 40 - Renovar portátiles')).toBeInTheDocument();
    expect(within(pdf).getByText('ana.garcia')).toBeInTheDocument();
    expect(within(pdf).getByRole('link', { name: 'Descargar' })).toHaveAttribute('href', expect.stringMatching(/\/api\/files\/1$/));
    const sheet = screen.getByRole('article', { name: 'horas.xlsx' });
    expect(within(sheet).getByRole('img', { name: 'Archivo XLS' })).toBeInTheDocument();
    expect(within(sheet).getByText('Mensaje de tarea')).toBeInTheDocument();
    const doc = screen.getByRole('article', { name: 'acta.docx' });
    expect(within(doc).getByRole('img', { name: 'Archivo DOC' })).toBeInTheDocument();
    expect(within(doc).getByText('Mensaje de subtarea')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'foto.png' })).getByRole('img', { name: 'Archivo FILE' })).toBeInTheDocument();
  });

  it('removes a file for good only after Sí, and the list reloads without it', async () => {
    let items = [file(1, 'presupuesto.pdf'), file(2, 'acta.docx')];
    const { api } = renderAt('/archivos_eliminados', {
      [FIRST_PAGE]: () => page(items),
      'DELETE /api/media_objects/1': () => {
        items = items.filter((one) => one.id !== 1);
        return { status: 204 };
      },
    });
    const row = await screen.findByRole('article', { name: 'presupuesto.pdf' });
    await userEvent.click(within(row).getByRole('button', { name: 'Eliminar definitivamente' }));
    const dialog = screen.getByRole('dialog', { name: '¿Está seguro de que desea eliminar este archivo?' });
    expect(within(dialog).getByText('Se borrará del disco y de la base de datos')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);

    await userEvent.click(within(row).getByRole('button', { name: 'Eliminar definitivamente' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Ok!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'presupuesto.pdf' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'acta.docx' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the file and says why when the removal fails', async () => {
    const { api } = renderAt('/archivos_eliminados', {
      [FIRST_PAGE]: () => page([file(1, 'presupuesto.pdf')]),
      'DELETE /api/media_objects/1': () => ({ status: 409, data: { 'hydra:description': 'Solo se pueden eliminar definitivamente los archivos ya eliminados.' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar definitivamente' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Solo se pueden eliminar definitivamente los archivos ya eliminados.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'presupuesto.pdf' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === FIRST_PAGE)).toHaveLength(1);
  });

  it('pages on the server', async () => {
    const { router } = renderAt('/archivos_eliminados', {
      [FIRST_PAGE]: () => page([file(1, 'uno.pdf')], 31),
      'GET /api/media_objects_details?deleted=true&page=2': () => page([file(31, 'treinta-y-uno.pdf')], 31),
    });
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('article', { name: 'treinta-y-uno.pdf' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?pagina=2');
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });
});
