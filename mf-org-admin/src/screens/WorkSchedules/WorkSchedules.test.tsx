import type { WorkSchedule } from '@portal/shared-api';
import type { FakeApi } from '@portal/shared-api/testing';
import { collection } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOrgScreen, sessionOf, USERS } from '../../testing/fixtures';

const unit = (id: number, weekDay: number, start: string, end: string) => ({
  '@id': `/api/work_schedule_units/${id}`,
  id,
  week_day: weekDay,
  start: `1970-01-01T${start}:00+01:00`,
  end: `1970-01-01T${end}:00+01:00`,
});
const schedule = (id: number, name: string, units: WorkSchedule['units'], overrides: Partial<WorkSchedule> = {}): WorkSchedule => ({
  '@id': `/api/work_schedules/${id}`,
  id,
  name,
  description: 'L-V',
  deleted: false,
  units,
  people: 3,
  ...overrides,
});
const MORNINGS = schedule(4, 'Mañanas', [unit(10, 1, '08:00', '14:00'), unit(11, 1, '15:00', '17:30'), unit(12, 2, '08:00', '15:00')]);
const FREE = schedule(5, 'Libre', [], { people: 0 });
const OLD = schedule(6, 'Antiguo', [], { deleted: true, people: 0 });

let api: FakeApi | undefined;
const render = async (session = sessionOf(USERS.admin, ['ROLE_ADMIN'])) => {
  const rendered = await renderOrgScreen({
    path: '/horarios',
    session,
    routes: {
      'GET /api/work_schedules': () => collection([MORNINGS, FREE, OLD]),
      'POST /api/horarios/addUnit/4': () => ({ status: 200, data: MORNINGS }),
      'DELETE /api/work_schedule_units/11': () => ({ status: 204, data: '' }),
    },
  });
  api = rendered.api;
  await screen.findByRole('heading', { name: 'Horarios' });
};
const open = async (name: string) => userEvent.click(await screen.findByRole('button', { name }));
const rangeForm = () => screen.getByRole('form', { name: 'Añadir tramo' });

describe('WorkSchedules', () => {
  it('lists schedules with their weekly hours and holders; deleted ones only with Mostrar eliminados', async () => {
    await render();
    const row = screen.getByRole('button', { name: 'Mañanas' }).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Mañanas', 'L-V', '15,5', '3']);
    expect(screen.queryByRole('button', { name: /Antiguo/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mostrar eliminados' }));
    expect(screen.getByRole('button', { name: 'Antiguo (eliminado)' })).toBeInTheDocument();
  });

  it('draws each range in its day column on the 24-hour axis', async () => {
    await render();
    await open('Mañanas');
    const monday = screen.getByRole('list', { name: 'Lunes' });
    const ranges = within(monday).getAllByRole('listitem');
    expect(ranges.map((range) => range.textContent?.replace('×', ''))).toEqual(['08:00 - 14:00', '15:00 - 17:30']);
    expect(ranges[0]).toHaveStyle({ top: `${(8 / 24) * 100}%`, height: `${(6 / 24) * 100}%` });
    expect(within(screen.getByRole('list', { name: 'Domingo' })).queryAllByRole('listitem')).toHaveLength(0);
    const week = screen.getByRole('table', { name: 'Semana del horario' });
    expect(within(week).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['L', 'M', 'X', 'J', 'V', 'S', 'D']);
  });

  it('says a schedule without ranges is free time', async () => {
    await render();
    await open('Libre');
    expect(screen.getByText('Sin horario asignado: tiempo libre')).toBeInTheDocument();
  });

  it('refuses an end before the start and an overlap before sending, then adds a range that fits', async () => {
    await render();
    await open('Mañanas');
    const form = rangeForm();
    const start = within(form).getByLabelText('Inicio');
    const end = within(form).getByLabelText('Fin');
    await userEvent.clear(start);
    await userEvent.type(start, '10:00');
    await userEvent.clear(end);
    await userEvent.type(end, '09:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir tramo' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('La hora de fin debe ser posterior a la de inicio');
    await userEvent.clear(end);
    await userEvent.type(end, '16:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir tramo' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('El tramo se solapa con otro del mismo día');
    expect(api?.calls.some((call) => call.key.startsWith('POST'))).toBe(false);

    await userEvent.selectOptions(within(form).getByLabelText('Día'), 'Miércoles');
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir tramo' }));
    await waitFor(() => expect(api?.calls).toContainEqual({ key: 'POST /api/horarios/addUnit/4', body: { week_day: 3, start: '10:00', end: '16:00' } }));
  });

  it('removes a range', async () => {
    await render();
    await open('Mañanas');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar tramo 15:00 - 17:30 (lunes)' }));
    await waitFor(() => expect(api?.calls.map((call) => call.key)).toContain('DELETE /api/work_schedule_units/11'));
  });

  it('is read-only for members', async () => {
    await render(sessionOf(USERS.ana, []));
    await open('Mañanas');
    expect(screen.getByText('Solo los administradores pueden cambiar los horarios.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Añadir tramo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Quitar tramo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nuevo horario' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Mostrar eliminados' })).not.toBeInTheDocument();
  });

  it('offers Mostrar eliminados to a department manager, whom the API lists deleted schedules', async () => {
    await render(sessionOf(USERS.techManager, ['ROLE_DEPARTMENT_MANAGER']));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mostrar eliminados' }));
    expect(screen.getByRole('button', { name: 'Antiguo (eliminado)' })).toBeInTheDocument();
  });
});
