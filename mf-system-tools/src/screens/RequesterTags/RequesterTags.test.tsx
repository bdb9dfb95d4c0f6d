import { departmentBody, personBody, teamBody } from '@portal/shared-api/testing';
import { collection } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs, renderAt, TECH_MANAGER } from '../../testing/fixtures';

const tag = (id: number, type: number, name: string, color = '#1e88e5') => ({ '@id': `/api/tags/${id}`, id, name, color, text_color: '#ffffff', type: `/api/tag_types/${type}` });
const TAGS = [tag(1, 1, 'Normal'), tag(16, 1, 'Alta', '#e53935'), tag(2, 2, 'Pendiente de autorizar'), tag(3, 3, 'Sin empezar'), tag(4, 4, 'No entregado'), tag(5, 5, 'Sin revisar')];
const team = (id: number, name: string, departmentId: number) => teamBody(id, name, { department: `/api/departments/${departmentId}` });
const department = departmentBody;
const ANA = personBody(7, 'Ana García', { email: 'ana.garcia@empresa.es' });
const row = (id: number, value: string[]) => ({ '@id': `/api/configurations/${id}`, id, name: 'tags_user', data: '11', value, user: '/api/users/7' });

function routes(configurations: () => unknown[]) {
  return {
    'GET /api/tags': () => collection(TAGS),
    'GET /api/departments?deleted=false': () => collection([department(1, 'Tecnología'), department(2, 'Operaciones')]),
    'GET /api/teams?deleted=false': () => collection([team(11, 'Soporte', 1), team(12, 'Desarrollo', 1), team(21, 'Almacén', 2)]),
    'GET /api/configurations?name=tags_user': () => collection(configurations()),
    'GET /api/users?id=7&summary=1': () => collection([ANA]),
    'GET /api/users?search=Ana&summary=1&page=1&itemsPerPage=10': () => collection([ANA]),
  };
}

beforeEach(() => logInAs(TECH_MANAGER));

describe('RequesterTags', () => {
  it("saves a requester's five tags for a team of a managed department; an untouched column takes its default", async () => {
    let saved: unknown[] = [];
    const { api } = renderAt('/etiquetas_solicitante', {
      ...routes(() => saved),
      'POST /api/configurations': ({ body }) => {
        saved = [row(30, (body as { value: string[] }).value)];
        return { status: 201, data: saved[0] };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Etiquetas por Solicitante' })).toBeInTheDocument();
    expect(screen.getByText('No hay solicitantes configurados.')).toBeInTheDocument();
    // A department manager is offered only the departments they manage.
    expect(screen.queryByRole('option', { name: 'Operaciones' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'Solicitante' }), 'Ana');
    await userEvent.click(await screen.findByRole('option', { name: /Ana García/ }));
    await userEvent.selectOptions(screen.getByLabelText('Departamento'), 'Tecnología');
    expect(screen.queryByRole('option', { name: 'Almacén' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Equipo'), 'Soporte');
    const priority = screen.getByLabelText('Prioridad');
    expect(within(priority.closest('label') as HTMLElement).getByText('Paso', { selector: '.tag-chip' })).toHaveStyle({ backgroundColor: '#999999', color: '#000000' });
    await userEvent.selectOptions(priority, 'Alta');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('¡Guardado!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === 'POST /api/configurations')?.body).toEqual({
      name: 'tags_user',
      data: '11',
      user: '/api/users/7',
      value: ['16', '2', '3', '4', '5'],
    });
    expect(await screen.findByText('Ana García · Soporte')).toBeInTheDocument();
  });

  it("lists a requester's tags, 'Paso' for a column without one, and deletes the row after a confirmation", async () => {
    let rows = [row(30, ['16', '2', '99', '4', '5'])];
    const { api } = renderAt('/etiquetas_solicitante', {
      ...routes(() => rows),
      'DELETE /api/configurations/30': () => {
        rows = [];
        return { status: 204 };
      },
    });
    await userEvent.click(await screen.findByText('Ana García · Soporte'));
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Alta')).toHaveStyle({ backgroundColor: '#e53935' });
    expect(within(item).getByText('Paso')).toHaveStyle({ backgroundColor: '#999999', color: '#000000' });
    await userEvent.click(within(item).getByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('¿Eliminar las etiquetas de Ana García en Soporte?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Ok')).toBeInTheDocument();
    expect(await screen.findByText('No hay solicitantes configurados.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === 'DELETE /api/configurations/30')).toHaveLength(1);
  });

  it('says so when the deletion fails and keeps the row', async () => {
    renderAt('/etiquetas_solicitante', {
      ...routes(() => [row(30, ['1', '2', '3', '4', '5'])]),
      'DELETE /api/configurations/30': () => ({ status: 403, data: { 'hydra:description': 'Acceso denegado' } }),
    });
    await userEvent.click(await screen.findByText('Ana García · Soporte'));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Ha ocurrido un error al eliminar la configuración.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Ana García · Soporte')).toBeInTheDocument();
  });
});
