import { resetAllStores } from '@portal/shared-api';
import type { FakeApi } from '@portal/shared-api/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { admin, anaDay, baseRoutes, DAY, giveScrollBoxesASize, ok, person, renderTimeline } from '../../testing/timeline-fixtures';
import { todayIn } from '@portal/shared-api/rules';

let api: FakeApi;
beforeAll(giveScrollBoxesASize);
afterEach(() => {
  api.restore();
  toast.remove();
  resetAllStores();
});

const DAY_URL = `/timeline?department=1&date=${DAY}`;
const dayCall = (query = '') => `GET /api/timeline/${DAY}/1${query}`;

describe('the timeline controls', () => {
  it('start with no department, the team select waiting for one and today’s date', async () => {
    ({ api } = renderTimeline('/timeline', baseRoutes()));
    // The first render of a file also loads the screen's module.
    const department = await screen.findByLabelText('Departamento', {}, { timeout: 5000 });
    expect(within(department).getAllByRole('option').map((option) => option.textContent)).toEqual(['Seleccione departamento', 'Tecnología', 'Operaciones']);
    const team = screen.getByLabelText('Equipo');
    expect(team).toBeDisabled();
    expect(team).toHaveDisplayValue('Seleccione departamento primero');
    expect(screen.getByLabelText('Fecha')).toHaveValue(todayIn('Europe/Madrid'));
    expect(screen.getByLabelText('Mostrar usuarios eliminados')).not.toBeChecked();
    expect(api.calls.some((call) => call.key.startsWith('GET /api/timeline'))).toBe(false);
  });

  it('keep every choice in the URL and ask the API for exactly that view', async () => {
    let rendered!: ReturnType<typeof renderTimeline>;
    const routes = { ...baseRoutes(), [dayCall()]: () => ok([anaDay()]), [dayCall('?team=10')]: () => ok([anaDay()]) };
    routes[dayCall('?team=10&user=20&deleted=true')] = () => ok([anaDay()]);
    routes[dayCall('?team=10&deleted=true')] = () => ok([anaDay()]);
    routes['GET /api/timeline/2026-03-11/1?team=10&deleted=true'] = () => ok([]);
    // The user search stays inside the chosen department.
    routes['GET /api/users?search=Ana&summary=1&page=1&itemsPerPage=10&department=1'] = () =>
      ok({ 'hydra:member': [person(20, 'Ana García')], 'hydra:totalItems': 1 });
    rendered = renderTimeline(`/timeline?date=${DAY}`, routes);
    api = rendered.api;
    const search = () => rendered.router.state.location.search;

    await userEvent.selectOptions(await screen.findByLabelText('Departamento'), 'Tecnología');
    await waitFor(() => expect(search()).toBe(`?department=1&date=${DAY}`));
    await screen.findByRole('option', { name: 'Soporte' });
    await userEvent.selectOptions(screen.getByLabelText('Equipo'), 'Soporte');
    await waitFor(() => expect(search()).toBe(`?department=1&team=10&date=${DAY}`));
    await userEvent.click(screen.getByLabelText('Mostrar usuarios eliminados'));
    await waitFor(() => expect(search()).toBe(`?department=1&team=10&date=${DAY}&deleted=true`));

    await userEvent.type(screen.getByRole('combobox', { name: 'Usuario' }), 'Ana');
    await userEvent.click(await screen.findByRole('option', { name: /Ana García/ }));
    await waitFor(() => expect(search()).toBe(`?department=1&team=10&user=20&date=${DAY}&deleted=true`));
    expect(await screen.findByText('Ana García', { selector: '.timeline-chosen-user span' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(search()).toBe(`?department=1&team=10&date=${DAY}&deleted=true`));

    fireEvent.change(screen.getByLabelText('Fecha'), { target: { value: '2026-03-11' } });
    await waitFor(() => expect(search()).toBe('?department=1&team=10&date=2026-03-11&deleted=true'));
    expect(await screen.findByText('No se han encontrado resultados')).toBeInTheDocument();
    expect(api.calls.map((call) => call.key).filter((key) => key.startsWith('GET /api/timeline'))).toEqual([
      dayCall(),
      dayCall('?team=10'),
      dayCall('?team=10&deleted=true'),
      dayCall('?team=10&user=20&deleted=true'),
      dayCall('?team=10&deleted=true'),
      'GET /api/timeline/2026-03-11/1?team=10&deleted=true',
    ]);
  });

  it('restore the view from the URL after a reload', async () => {
    ({ api } = renderTimeline(`/timeline?department=1&team=10&user=21&date=${DAY}&deleted=true`, {
      ...baseRoutes(),
      [dayCall('?team=10&user=21&deleted=true')]: () => ok([]),
    }));
    expect(await screen.findByLabelText('Departamento')).toHaveDisplayValue('Tecnología');
    expect(screen.getByLabelText('Equipo')).toHaveDisplayValue('Soporte');
    expect(screen.getByLabelText('Fecha')).toHaveValue(DAY);
    expect(screen.getByLabelText('Mostrar usuarios eliminados')).toBeChecked();
    expect(screen.getByText('Luis Martín', { selector: '.timeline-chosen-user span' })).toBeInTheDocument();
  });

  it('offer a sub-department manager only their sub-departments’ departments and teams', async () => {
    const sub = { '@id': '/api/subdepartments/5', id: 5, name: 'Redes', deleted: false, department: '/api/departments/1' };
    const me = admin({ roles: ['ROLE_USER', 'ROLE_SUBDEPARTMENT_MANAGER'], subdepartments: [sub as never] });
    ({ api } = renderTimeline(DAY_URL, { ...baseRoutes(me), [dayCall()]: () => ok([]) }));
    const department = await screen.findByLabelText('Departamento');
    expect(within(department).getAllByRole('option').map((option) => option.textContent)).toEqual(['Seleccione departamento', 'Tecnología']);
    expect(within(screen.getByLabelText('Equipo')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Todos los equipos', 'Soporte']);
  });

  it('open the only department offered at once, writing it into the URL as a choice would', async () => {
    const sub = { '@id': '/api/subdepartments/5', id: 5, name: 'Redes', deleted: false, department: '/api/departments/1' };
    const me = admin({ roles: ['ROLE_USER', 'ROLE_SUBDEPARTMENT_MANAGER'], subdepartments: [sub as never] });
    const rendered = renderTimeline(`/timeline?date=${DAY}`, { ...baseRoutes(me), [dayCall()]: () => ok([anaDay()]) });
    api = rendered.api;
    expect(await screen.findByLabelText('Departamento')).toHaveDisplayValue('Tecnología');
    expect(rendered.router.state.location.search).toBe(`?date=${DAY}&department=1`);
    expect(await screen.findByText('Ana García')).toBeInTheDocument();
  });
});

describe('the timeline day', () => {
  it('shows rows with the user’s name, hour headers and one button per block', async () => {
    ({ api } = renderTimeline(DAY_URL, { ...baseRoutes(), [dayCall()]: () => ok([anaDay(), { ...anaDay(), ...person(21, 'Luis Martín'), tasks: [], subtasks: [] }]) }));
    const row = await screen.findByRole('row', { name: 'Ana García' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Usuario',
      ...Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`),
    ]);
    expect(within(row).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Revisar VPN, 09:00:00 – 10:30:00',
      'Revisar VPN · Comprobar logs, 11:00:00 – 11:20:00',
    ]);
    expect(within(screen.getByRole('row', { name: 'Luis Martín' })).queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('Horas en zona horaria Península.')).toBeInTheDocument();
  });

  it('opens scrolled to the whole hour before the day’s work, so that hour’s label is not under the names', async () => {
    ({ api } = renderTimeline(DAY_URL, { ...baseRoutes(), [dayCall()]: () => ok([anaDay()]) }));
    await screen.findByRole('row', { name: 'Ana García' });
    const box = screen.getByRole('table', { name: 'Actividad por minuto' }).parentElement as HTMLElement;
    // Her schedule starts at 08:00: half an hour earlier is in the 07:00 hour, 420 minutes of 2 px (not 07:30's 900 px).
    expect(box.scrollLeft).toBe(840);
  });

  it('shows a block’s details on click and Enter, and hides them with Escape', async () => {
    ({ api } = renderTimeline(DAY_URL, { ...baseRoutes(), [dayCall()]: () => ok([anaDay()]) }));
    const block = await screen.findByRole('button', { name: 'Revisar VPN · Comprobar logs, 11:00:00 – 11:20:00' });
    await userEvent.click(block);
    const details = screen.getByRole('tooltip');
    expect(within(details).getByText('Tarea').nextElementSibling).toHaveTextContent('Revisar VPN');
    expect(within(details).getByText('Subtarea').nextElementSibling).toHaveTextContent('Comprobar logs');
    expect(within(details).getByText('Usuario').nextElementSibling).toHaveTextContent('Ana García');
    expect(within(details).getByText('Horario').nextElementSibling).toHaveTextContent('11:00:00 – 11:20:00');
    expect(block).toHaveAttribute('aria-describedby', details.id);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    const morning = screen.getByRole('button', { name: 'Revisar VPN, 09:00:00 – 10:30:00' });
    morning.focus();
    await userEvent.keyboard('{Enter}');
    expect(within(screen.getByRole('tooltip')).getByText('09:00:00 – 10:30:00')).toBeInTheDocument();
    expect(within(screen.getByRole('tooltip')).queryByText('Subtarea')).not.toBeInTheDocument();
  });

  it('says so when nobody matches', async () => {
    ({ api } = renderTimeline(DAY_URL, { ...baseRoutes(), [dayCall()]: () => ok([]) }));
    expect(await screen.findByText('No se han encontrado resultados')).toBeInTheDocument();
  });

  it('says so when nobody worked that day', async () => {
    ({ api } = renderTimeline(DAY_URL, { ...baseRoutes(), [dayCall()]: () => ok([{ ...anaDay(), tasks: [], subtasks: [] }]) }));
    expect(await screen.findByText('No se han encontrado resultados')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: 'Ana García' })).not.toBeInTheDocument();
  });

  it('shows a loader while the day loads', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    ({ api } = renderTimeline(DAY_URL, {
      ...baseRoutes(),
      [dayCall()]: async () => {
        await answered;
        return ok([anaDay()]);
      },
    }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando...');
    answer();
    expect(await screen.findByRole('row', { name: 'Ana García' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a failed day with a retry that asks again', async () => {
    let calls = 0;
    ({ api } = renderTimeline(DAY_URL, {
      ...baseRoutes(),
      [dayCall()]: () => {
        calls += 1;
        return calls === 1 ? { status: 500, data: { error: 'Error interno' } } : ok([anaDay()]);
      },
    }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido cargar la actividad del día');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('row', { name: 'Ana García' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === dayCall())).toHaveLength(2);
  });

  it('states the user’s own time zone', async () => {
    ({ api } = renderTimeline(DAY_URL, { ...baseRoutes(admin({ timezone: 'Europe/London' })), [dayCall()]: () => ok([]) }));
    expect(await screen.findByText('Horas en zona horaria Canarias.')).toBeInTheDocument();
  });
});
