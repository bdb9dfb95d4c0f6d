import { personBody, teamBody } from '@portal/shared-api/testing';
import { collection } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs, renderAt, TECH_MANAGER, violation } from '../../testing/fixtures';

const tag = (id: number, type: number, name: string) => ({ '@id': `/api/tags/${id}`, id, name, color: '#1e88e5', text_color: '#ffffff', type: `/api/tag_types/${type}` });
const TAGS = [tag(1, 1, 'Normal'), tag(16, 1, 'Alta'), tag(2, 2, 'Pendiente'), tag(3, 3, 'Sin empezar'), tag(4, 4, 'No entregado'), tag(5, 5, 'Sin revisar'), tag(60, 5, 'Revisado OK')];
const member = (id: number, name: string) => ({ '@id': `/api/user_teams/${id}`, id, user: personBody(id, name) });
const team = (id: number, name: string) => teamBody(id, name, { department: '/api/departments/1', users: [member(7, 'Ana García'), member(8, 'Luis Pérez')] });
const automation = (id: number, value: object) => ({ '@id': `/api/configurations/${id}`, id, name: 'auto_task', data: '11', user: null, value });
const WEEKLY = { name: 'Copia semanal', email: 'avisos@empresa.es', tags: [1, 2, 3, 5, 4], cadence: 2, cadence_data: [1, 3], due: 3, users: [7] };

const department = (id: number, name: string) => ({ '@id': `/api/departments/${id}`, id, name, logo: null, deleted: false });

function routes(automations: () => unknown[], departments = [department(1, 'Tecnología'), department(2, 'Operaciones')], teams = [team(11, 'Soporte'), team(12, 'Desarrollo')]) {
  return {
    'GET /api/automation/departments': () => collection(departments),
    'GET /api/automation/teams?department=1': () => collection(teams),
    'GET /api/teams/11': () => ({ status: 200, data: team(11, 'Soporte') }),
    'GET /api/teams/12': () => ({ status: 200, data: team(12, 'Desarrollo') }),
    'GET /api/configurations?name=auto_task&data=11': () => collection(automations()),
    'GET /api/configurations?name=auto_task&data=12': () => collection([]),
    'GET /api/tags': () => collection(TAGS),
  };
}

const SOPORTE = '/automatizacion?departamento=1&equipo=11';
const createButton = () => screen.getByRole('button', { name: 'Crear Automatización' });

async function fillNameAndEmail(name = 'Copia semanal', email = 'avisos@empresa.es') {
  await userEvent.type(await screen.findByLabelText('Nombre de la tarea'), name);
  await userEvent.type(screen.getByLabelText('Correo de avisos'), email);
}

beforeEach(() => logInAs(TECH_MANAGER));

describe('TaskAutomation', () => {
  it('picks a department and a team, then creates a weekly automation that the table lists; the form starts afresh', async () => {
    let saved: unknown[] = [];
    const { api } = renderAt('/automatizacion', {
      ...routes(() => saved),
      'POST /api/configurations': ({ body }) => {
        saved = [automation(40, (body as { value: object }).value)];
        return { status: 201, data: saved[0] };
      },
    });
    await userEvent.selectOptions(await screen.findByLabelText('Departamento'), 'Tecnología');
    await userEvent.selectOptions(await screen.findByLabelText('Equipo'), 'Soporte');
    expect(await screen.findByText('Aún no hay tareas automáticas creadas para este equipo.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Crear tarea automatizada para Soporte' })).toBeInTheDocument();
    await fillNameAndEmail();
    await userEvent.selectOptions(screen.getByLabelText('Añadir usuario'), 'Ana García');
    await userEvent.selectOptions(screen.getByLabelText('Añadir usuario'), 'Luis Pérez');
    expect(screen.getByText('Usuarios asignados (2)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar Luis Pérez' }));
    expect(screen.getByText('Usuarios asignados (1)')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Cadencia'), 'Semanal');
    await userEvent.click(screen.getByLabelText('L'));
    await userEvent.click(screen.getByLabelText('X'));
    expect(createButton()).toBeDisabled(); // no plazo yet
    await userEvent.selectOptions(screen.getByLabelText('Plazo'), 'una semana');
    expect(screen.getByLabelText('Prioridad')).toHaveValue('1');
    await userEvent.selectOptions(screen.getByLabelText('Revisado'), 'Revisado OK');
    await userEvent.click(createButton());
    expect(await screen.findByText('¡Guardado!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === 'POST /api/configurations')?.body).toEqual({
      name: 'auto_task',
      data: '11',
      value: { name: 'Copia semanal', email: 'avisos@empresa.es', tags: [1, 2, 3, 60, 4], cadence: 2, cadence_data: [1, 3], due: 3, users: [7] },
    });
    const row = (await screen.findByRole('cell', { name: 'Copia semanal' })).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['40', 'Copia semanal', 'Soporte', 'Semanal: L, X', 'una semana', 'x']);
    await waitFor(() => expect(screen.getByLabelText('Nombre de la tarea')).toHaveValue(''));
    expect(screen.getByText('Usuarios asignados (0)')).toBeInTheDocument();
    expect(screen.getByLabelText('Cadencia')).toHaveValue('');
  });

  it('opens the only department offered, and its only team, through the URL', async () => {
    const { router } = renderAt('/automatizacion', routes(() => [], [department(1, 'Tecnología')], [team(11, 'Soporte')]));
    expect(await screen.findByRole('heading', { name: 'Crear tarea automatizada para Soporte' })).toBeInTheDocument();
    expect(screen.getByLabelText('Departamento')).toHaveDisplayValue('Tecnología');
    expect(router.state.location.search).toBe('?departamento=1&equipo=11');
  });

  it('keeps asking for the team when the only department has several', async () => {
    const { router } = renderAt('/automatizacion', routes(() => [], [department(1, 'Tecnología')]));
    expect(await screen.findByLabelText('Equipo')).toHaveDisplayValue('Seleccione equipo');
    expect(screen.getByLabelText('Departamento')).toHaveDisplayValue('Tecnología');
    expect(router.state.location.search).toBe('?departamento=1');
  });

  it('sends a chosen team member as the requester of the tasks; by default the creator is, and no user is sent', async () => {
    const { api } = renderAt(SOPORTE, {
      ...routes(() => []),
      'POST /api/configurations': ({ body }) => ({ status: 201, data: automation(41, (body as { value: object }).value) }),
    });
    const requester = await screen.findByLabelText('Solicitante de las tareas');
    expect(within(requester).getAllByRole('option').map((option) => option.textContent)).toEqual(['Quien crea la automatización', 'Ana García', 'Luis Pérez']);
    const createDaily = async () => {
      await fillNameAndEmail();
      await userEvent.selectOptions(screen.getByLabelText('Cadencia'), 'Diaria');
      await userEvent.selectOptions(screen.getByLabelText('Plazo'), 'una jornada');
      await userEvent.click(createButton());
      expect(await screen.findByText('¡Guardado!')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByLabelText('Nombre de la tarea')).toHaveValue(''));
    };
    await userEvent.selectOptions(requester, 'Luis Pérez');
    await createDaily();
    expect(screen.getByLabelText('Solicitante de las tareas')).toHaveValue('');
    await createDaily();
    const posted = api.calls.filter((call) => call.key === 'POST /api/configurations').map((call) => (call.body as { user?: string }).user);
    expect(posted).toEqual(['/api/users/8', undefined]);
  });

  it('clears the chosen days when the cadence changes, keeps one month day and says when a daily task is created', async () => {
    renderAt(SOPORTE, routes(() => []));
    await fillNameAndEmail();
    await userEvent.selectOptions(screen.getByLabelText('Plazo'), 'una jornada');
    await userEvent.selectOptions(screen.getByLabelText('Cadencia'), 'Semanal');
    await userEvent.click(screen.getByLabelText('J'));
    expect(createButton()).toBeEnabled();
    await userEvent.selectOptions(screen.getByLabelText('Cadencia'), 'Mensual');
    expect(createButton()).toBeDisabled();
    const day = screen.getByLabelText('Día del mes');
    expect(within(day).getAllByRole('option').map((option) => option.textContent)).toEqual(['Seleccione un día', ...Array.from({ length: 27 }, (_, i) => String(i + 1)), 'Último día']);
    await userEvent.selectOptions(day, 'Último día');
    expect(day).toHaveValue('30');
    expect(createButton()).toBeEnabled();
    await userEvent.selectOptions(screen.getByLabelText('Cadencia'), 'Diaria');
    expect(screen.getByText('Se creará diariamente a las 8:00')).toBeInTheDocument();
    expect(createButton()).toBeEnabled();
    await userEvent.selectOptions(screen.getByLabelText('Cadencia'), 'Semanal');
    expect(screen.getByLabelText('J')).not.toBeChecked();
    expect(createButton()).toBeDisabled();
  });

  it('names an empty task name and a bad notice e-mail, and keeps the button disabled', async () => {
    renderAt(SOPORTE, routes(() => []));
    await userEvent.click(await screen.findByLabelText('Nombre de la tarea'));
    await userEvent.type(screen.getByLabelText('Correo de avisos'), 'avisos@');
    await userEvent.tab();
    expect(screen.getByText('El nombre de la tarea no puede estar vacío')).toBeInTheDocument();
    expect(screen.getByText('El correo de avisos no puede estar vacío')).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
  });

  it.each([
    ['a server failure', { status: 500, data: { 'hydra:description': 'Internal Server Error' } }, 'Error!'],
    ['a refused field', violation('email', 'El dominio del correo no está permitido'), /El dominio del correo no está permitido/],
  ])('keeps the form after %s and says why', async (_, answer, message) => {
    const { api } = renderAt(SOPORTE, { ...routes(() => []), 'POST /api/configurations': () => answer });
    await fillNameAndEmail();
    await userEvent.selectOptions(screen.getByLabelText('Cadencia'), 'Diaria');
    await userEvent.selectOptions(screen.getByLabelText('Plazo'), 'un mes');
    await userEvent.click(createButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === 'POST /api/configurations')).toHaveLength(1);
    expect(screen.getByLabelText('Nombre de la tarea')).toHaveValue('Copia semanal');
  });

  it('starts the form afresh when the team changes', async () => {
    renderAt(SOPORTE, routes(() => []));
    await fillNameAndEmail();
    await userEvent.selectOptions(screen.getByLabelText('Equipo'), 'Desarrollo');
    expect(await screen.findByRole('heading', { name: 'Crear tarea automatizada para Desarrollo' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de la tarea')).toHaveValue('');
  });

  it('deletes an automation with its x after a confirmation, and keeps it when the deletion fails', async () => {
    let rows = [automation(40, WEEKLY), automation(41, { ...WEEKLY, name: 'Cierre de mes', cadence: 3, cadence_data: [30], due: 5 })];
    const { api } = renderAt(SOPORTE, {
      ...routes(() => rows),
      'DELETE /api/configurations/40': () => {
        rows = rows.filter((row) => row.id !== 40);
        return { status: 204 };
      },
      'DELETE /api/configurations/41': () => ({ status: 403, data: { 'hydra:description': 'Acceso denegado' } }),
    });
    expect(await screen.findByRole('cell', { name: 'Mensual: Último día' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Copia semanal' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('¿Eliminar la tarea automática Copia semanal?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Eliminado !')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Copia semanal' })).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.key === 'DELETE /api/configurations/40')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Cierre de mes' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Ha ocurrido un error al eliminar la configuración.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Cierre de mes' })).toBeInTheDocument();
  });
});
