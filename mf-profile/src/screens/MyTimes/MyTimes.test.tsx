import type { TimePeriod, TimePeriods } from '@portal/shared-api';
import { todayIn } from '@portal/shared-api/rules';
import type { FakeRoutes } from '@portal/shared-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, colleague, ME, ok, ownUser, renderProfile } from '../../testing/profile-fixtures';
import { weekDays } from './calendar-days';

const WEEK = 'from=2026-01-12&to=2026-01-18';
const PERIODS = `GET /api/time_periods?${WEEK}`;
const SEVEN_HOURS = 7 * 3600;

const period = (id: number, date: string, start: string, end: string | null, task = { id: 40, name: 'Soporte a usuarios' }): TimePeriod => ({
  id,
  date,
  startedAt: `${date}T${start}+01:00`,
  endedAt: end === null ? null : `${date}T${end}+01:00`,
  running: end === null,
  task,
  subtask: null,
  team: { id: 3, name: 'Soporte' },
});

function week(periods: TimePeriod[], requireTime = false): TimePeriods {
  const days = ['12', '13', '14', '15', '16', '17', '18'].map((day) => `2026-01-${day}`);
  return { user: `/api/users/${ME}`, from: '2026-01-12', to: '2026-01-18', requireTime, periods, scheduled: Object.fromEntries(days.map((day, index) => [day, index < 5 ? SEVEN_HOURS : 0])) };
}

const MONDAY = [period(1, '2026-01-12', '09:00:00', '10:30:00'), period(2, '2026-01-12', '11:00:00', '11:15:00', { id: 41, name: 'Copias' })];
const TUESDAY = [period(3, '2026-01-13', '09:00:00', '12:00:00')];

function open(path: string, routes: FakeRoutes) {
  return renderProfile(path, { ...baseRoutes(ownUser()), ...routes });
}

describe('/times', () => {
  it('shows a day’s periods with their durations and the day’s total against the schedule', async () => {
    open('/times?date=2026-01-12', { [PERIODS]: () => ok(week([...MONDAY, ...TUESDAY])) });
    expect(await screen.findByRole('heading', { name: 'Mis tiempos' })).toBeInTheDocument();
    const day = screen.getByRole('region', { name: 'Día' });
    const rows = within(day).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 5).map((cell) => cell.textContent))).toEqual([
      ['Soporte a usuarios', 'Soporte', '09:00', '10:30', '1 h 30 min'],
      ['Copias', 'Soporte', '11:00', '11:15', '15 min'],
    ]);
    expect(screen.getByTestId('day-total')).toHaveTextContent('Total del día: 1 h 45 min de 7 h 0 min previstas');
  });

  it('ticks a running period', async () => {
    const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const days = weekDays(today);
    const running: TimePeriod = { ...period(9, today, '00:00:00', null), startedAt: new Date(Date.now() - 65_000).toISOString() };
    open(`/times?date=${today}`, { [`GET /api/time_periods?from=${days[0]}&to=${days[6]}`]: () => ok({ ...week([running]), from: days[0], to: days[6] }) });
    const duration = await screen.findByTestId('period-duration');
    expect(within(duration.closest('tr') as HTMLElement).getByText('En curso')).toBeInTheDocument();
    const first = duration.textContent ?? '';
    expect(first).toMatch(/^00:01:\d\d$/);
    await waitFor(() => expect(screen.getByTestId('period-duration').textContent).not.toBe(first), { timeout: 2500 });
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
  });

  it('shows the week per task and day, the share of the schedule and the 77 % minimum when required', async () => {
    open('/times?view=week&date=2026-01-14', { [PERIODS]: () => ok(week([...MONDAY, ...TUESDAY], true)) });
    const weekView = await screen.findByRole('region', { name: 'Semana' });
    const columns = within(weekView).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(columns).toEqual(['Tarea', 'Lun 12-01', 'Mar 13-01', 'Mié 14-01', 'Jue 15-01', 'Vie 16-01', 'Sáb 17-01', 'Dom 18-01', 'Total']);
    const support = within(weekView).getByRole('rowheader', { name: /Soporte a usuarios/ }).closest('tr') as HTMLElement;
    expect(within(support).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1 h 30 min', '3 h 0 min', '', '', '', '', '', '4 h 30 min']);
    expect(screen.getByTestId('week-total')).toHaveTextContent('4 h 45 min');
    expect(screen.getByText('Total de la semana: 4 h 45 min de 35 h 0 min previstas (14 %)')).toBeInTheDocument();
    expect(screen.getByTestId('week-threshold')).toHaveTextContent('Mínimo exigido (77 %): 26 h 57 min (sin alcanzar)');
  });

  it('reads the week on a phone as a list of days, each with its tasks and total, and no table', async () => {
    const phone = jest.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === '(max-width: 40rem)', media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
    );
    try {
      open('/times?view=week&date=2026-01-14', { [PERIODS]: () => ok(week([...MONDAY, ...TUESDAY])) });
      const weekView = await screen.findByRole('region', { name: 'Semana' });
      expect(within(weekView).queryByRole('table')).not.toBeInTheDocument();
      const days = within(weekView).getAllByRole('listitem').filter((item) => item.classList.contains('times-day'));
      expect(days.map((day) => within(day).getByRole('heading').textContent)).toEqual([
        'Lunes 12-011 h 45 min de 7 h 0 min',
        'Martes 13-013 h 0 min de 7 h 0 min',
        'Miércoles 14-010 min de 7 h 0 min',
        'Jueves 15-010 min de 7 h 0 min',
        'Viernes 16-010 min de 7 h 0 min',
        'Sábado 17-010 min de 0 min',
        'Domingo 18-010 min de 0 min',
      ]);
      expect(within(days[0] as HTMLElement).getAllByRole('listitem').map((task) => task.textContent)).toEqual(['Copias (Soporte)15 min', 'Soporte a usuarios (Soporte)1 h 30 min']);
      expect(within(days[2] as HTMLElement).getByText('Sin tiempo registrado')).toBeInTheDocument();
    } finally {
      phone.mockRestore();
    }
  });

  it('has no 77 % mark where no department requires it, and moves a week on', async () => {
    const { api } = open('/times?view=week&date=2026-01-14', {
      [PERIODS]: () => ok(week(MONDAY)),
      'GET /api/time_periods?from=2026-01-19&to=2026-01-25': () => ok({ ...week([]), from: '2026-01-19', to: '2026-01-25' }),
    });
    await screen.findByRole('region', { name: 'Semana' });
    expect(screen.queryByTestId('week-threshold')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('No hay periodos de trabajo esta semana.')).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha', { selector: '.times-toolbar input' })).toHaveValue('2026-01-21');
    expect(api.calls.map((call) => call.key)).toContain('GET /api/time_periods?from=2026-01-19&to=2026-01-25');
  });

  it('adds a period by hand; a refusal shows the API’s reason and keeps what was typed', async () => {
    let periods = [...MONDAY];
    let refuse = true;
    const { api } = open('/times?date=2026-01-12', {
      [PERIODS]: () => ok(week(periods)),
      'POST /api/createTimeHistory': ({ body }) => {
        if (refuse) return { status: 422, data: { error: 'El periodo se solapa con otro periodo de trabajo' } };
        periods = [...periods, period(5, '2026-01-12', '12:00:00', '13:00:00')];
        return { status: 201, data: { entity: { id: 5, ...(body as object) }, info: [], day_time: 0, week_time: 0 } };
      },
    });
    const form = await screen.findByRole('form', { name: 'Añadir periodo' });
    await userEvent.selectOptions(within(form).getByLabelText('Tarea'), 'Soporte a usuarios');
    await userEvent.type(within(form).getByLabelText('Inicio'), '09:30');
    await userEvent.type(within(form).getByLabelText('Fin'), '10:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir periodo' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('El periodo se solapa con otro periodo de trabajo');
    expect(within(form).getByLabelText('Inicio')).toHaveValue('09:30');
    const sent = api.calls.find((call) => call.key === 'POST /api/createTimeHistory')?.body as Record<string, unknown>;
    expect(sent.task).toBe('/api/tasks/40');
    expect(new Date(String(sent.startedAt)).getTime()).toBe(new Date(2026, 0, 12, 9, 30).getTime());

    refuse = false;
    await userEvent.clear(within(form).getByLabelText('Inicio'));
    await userEvent.type(within(form).getByLabelText('Inicio'), '12:00');
    await userEvent.clear(within(form).getByLabelText('Fin'));
    await userEvent.type(within(form).getByLabelText('Fin'), '13:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir periodo' }));
    expect(await screen.findByText('Total del día: 2 h 45 min de 7 h 0 min previstas')).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes a closed period after confirmation, and shows the reason when the API refuses', async () => {
    let periods = [...MONDAY];
    let refuse = true;
    open('/times?date=2026-01-12', {
      [PERIODS]: () => ok(week(periods)),
      'DELETE /api/deleteTimeHistory/2': () => {
        if (refuse) return { status: 409, data: { error: 'No se puede eliminar un periodo en curso' } };
        periods = periods.filter((one) => one.id !== 2);
        return ok({ day_time: 0, week_time: 0 });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar: Copias 11:00' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Eliminar periodo' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se puede eliminar un periodo en curso');
    expect(screen.getByRole('cell', { name: 'Copias' })).toBeInTheDocument();

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar: Copias 11:00' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Eliminar periodo' })).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Copias' })).not.toBeInTheDocument());
    expect(screen.getByTestId('day-total')).toHaveTextContent('Total del día: 1 h 30 min');
  });

  it('opens a managed person’s times read only', async () => {
    const { api } = open('/times?date=2026-01-12&user=12', {
      [`${PERIODS}&user=12`]: () => ok(week(MONDAY)),
      'GET /api/users/12': () => ok(colleague(12)),
    });
    expect(await screen.findByText('Tiempos de Colega 12 (solo lectura)')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Copias' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Añadir periodo' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toContain(`${PERIODS}&user=12`);
  });

  it('says so when the times cannot be read, with the API refusing someone out of scope', async () => {
    open('/times?date=2026-01-12&user=13', {
      [`${PERIODS}&user=13`]: () => ({ status: 403, data: { error: 'No tiene permiso para ver los tiempos de esta persona.' } }),
      'GET /api/users/13': () => ({ status: 404, data: { error: 'No encontrado' } }),
    });
    expect(await screen.findByText('No se han podido cargar los tiempos: No tiene permiso para ver los tiempos de esta persona.')).toBeInTheDocument();
  });

  it('downloads the shown week or the month as the API’s sheet; a failure is shown', async () => {
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:tiempos';
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let fail = false;
    const sheet = () => (fail ? { status: 500, data: new Blob([JSON.stringify({ error: 'Error interno' })]) } : ok(new Blob(['xlsx'])));
    open('/times?date=2026-01-14', {
      [PERIODS]: () => ok(week(MONDAY)),
      [`GET /api/time_periods/sheet?${WEEK}`]: sheet,
      'GET /api/time_periods/sheet?from=2026-01-01&to=2026-01-31': sheet,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(saved).toEqual(['tiempos-2026-01-12-2026-01-18.xlsx']));
    await userEvent.selectOptions(screen.getByLabelText('Periodo a descargar'), 'Mes');
    await userEvent.click(screen.getByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(saved).toEqual(['tiempos-2026-01-12-2026-01-18.xlsx', 'tiempos-2026-01-01-2026-01-31.xlsx']));
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Descargar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error interno');
    click.mockRestore();
  });
});
