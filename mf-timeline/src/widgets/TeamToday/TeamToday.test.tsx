import { departmentBody } from '@portal/shared-api/testing';
import { collection, fakeApi, renderWidget, signIn } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { todayIn } from '@portal/shared-api/rules';
import { admin, anaDay, DEPARTMENTS } from '../../testing/timeline-fixtures';
import { widgets } from '../../widgets';

const teamToday = widgets.find((widget) => widget.id === 'mf_timeline.team-today');
if (!teamToday) throw new Error('no team-today widget');

const me = admin({ timezone: 'Europe/Madrid' });
const dayOf = (department: number) => `GET /api/timeline/${todayIn('Europe/Madrid')}/${department}`;
const working = () => {
  const ana = anaDay();
  const [task] = ana.tasks;
  if (task) task.histories.push({ id: 3, startedAt: task.histories[0]?.endedAt ?? '', endedAt: task.histories[0]?.endedAt ?? '', open: true });
  const subtasks = anaDay().subtasks.map((work) => ({ ...work, histories: [{ id: 4, startedAt: '', endedAt: '', open: true }] }));
  const luis = { ...anaDay(), id: 21, name: 'Luis Martín', tasks: [], subtasks };
  const idle = { ...anaDay(), id: 22, name: 'Antonio Gil' };
  return [ana, luis, idle];
};

describe('the "Equipo hoy" widget', () => {
  it('lists who of the department is working right now and on what', async () => {
    await signIn({ user: me });
    fakeApi({ 'GET /api/departments': () => collection(DEPARTMENTS), [dayOf(1)]: () => ({ status: 200, data: working() }) });
    await renderWidget(teamToday);
    const list = await screen.findByRole('list', { name: 'Trabajando ahora' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ana GarcíaRevisar VPN', 'Luis MartínRevisar VPN · Comprobar logs']);
    expect(screen.getByText('Tecnología')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el timeline' })).toHaveAttribute('href', '/timeline?department=1');
  });

  it('says so when nobody is working', async () => {
    await signIn({ user: me });
    fakeApi({ 'GET /api/departments': () => collection(DEPARTMENTS), [dayOf(1)]: () => ({ status: 200, data: [anaDay()] }) });
    await renderWidget(teamToday);
    expect(await screen.findByText('Nadie está trabajando en este momento.')).toBeInTheDocument();
  });

  it('fails to the card when the day cannot be read', async () => {
    await signIn({ user: me });
    const api = fakeApi({ 'GET /api/departments': () => collection(DEPARTMENTS), [dayOf(1)]: () => ({ status: 403, data: { 'hydra:description': 'Acceso denegado' } }) });
    await renderWidget(teamToday);
    expect(await screen.findByRole('alert')).toHaveTextContent('Fallo: Acceso denegado');
    expect(api.calls.map((call) => call.key)).toContain(dayOf(1));
  });
});

/** The department list, answered only when the test says so. */
function heldBackDepartments() {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  return {
    route: async () => {
      await answered;
      return collection(DEPARTMENTS);
    },
    answer: () => answer(),
  };
}

describe("the \"Equipo hoy\" widget's own department", () => {
  it.each([
    ["an admin's own department", admin({ timezone: 'Europe/Madrid', departments: [departmentBody(2, 'Operaciones')] })],
    [
      'the department a manager with none of their own manages',
      admin({ timezone: 'Europe/Madrid', roles: ['ROLE_USER', 'ROLE_DEPARTMENT_MANAGER'], departments: [], encargadoDepartments: [departmentBody(2, 'Operaciones')] }),
    ],
  ])('asks for the day of %s without waiting for the departments', async (_, person) => {
    await signIn({ user: person });
    const departments = heldBackDepartments();
    const api = fakeApi({ 'GET /api/departments': departments.route, [dayOf(2)]: () => ({ status: 200, data: working() }) });
    await renderWidget(teamToday);
    await waitFor(() => expect(api.calls.map((call) => call.key)).toContain(dayOf(2)));
    departments.answer();
    expect(await screen.findByText('Operaciones')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el timeline' })).toHaveAttribute('href', '/timeline?department=2');
    expect(api.calls.filter((call) => call.key === dayOf(2))).toHaveLength(1);
  });

  it('reads the first offered department when their own is not offered to them', async () => {
    const manager = admin({
      timezone: 'Europe/Madrid',
      roles: ['ROLE_USER', 'ROLE_DEPARTMENT_MANAGER'],
      departments: [departmentBody(3, 'Archivo')],
      encargadoDepartments: [departmentBody(1, 'Tecnología')],
    });
    await signIn({ user: manager });
    const api = fakeApi({
      'GET /api/departments': () => collection(DEPARTMENTS),
      [dayOf(3)]: () => ({ status: 403, data: { 'hydra:description': 'Acceso denegado' } }),
      [dayOf(1)]: () => ({ status: 200, data: working() }),
    });
    await renderWidget(teamToday);
    expect(await screen.findByText('Tecnología')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The session already says which department is offered: the refused one is not even asked for.
    expect(api.calls.map((call) => call.key)).not.toContain(dayOf(3));
    expect(api.calls.filter((call) => call.key === dayOf(1))).toHaveLength(1);
  });
});
