import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Choice } from '../ChoiceSelect';
import { DepartmentTeamPicker } from './DepartmentTeamPicker';
import { readTeamChoice } from './team-choice';

const DEPARTMENTS: Choice[] = [
  { id: 1, name: 'Tecnología' },
  { id: 2, name: 'Operaciones' },
];
const TEAMS: Record<number, Choice[]> = { 1: [{ id: 10, name: 'Soporte' }, { id: 11, name: 'Sistemas' }], 2: [{ id: 20, name: 'Almacén' }] };

function Screen({ departments = DEPARTMENTS, anyTeam }: { departments?: Choice[]; anyTeam?: string }) {
  const location = useLocation();
  const { department } = readTeamChoice(new URLSearchParams(location.search));
  const chosen = department ?? (departments.length === 1 ? departments[0]?.id : undefined);
  return (
    <>
      <DepartmentTeamPicker departments={departments} teams={chosen === undefined ? [] : (TEAMS[chosen] ?? [])} dependents={['user']} anyTeam={anyTeam} />
      <output>{location.search}</output>
    </>
  );
}

function renderAt(url: string, element = <Screen />) {
  const router = createMemoryRouter([{ path: '/timeline', element }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const department = () => screen.getByRole('combobox', { name: 'Departamento' });
const team = () => screen.getByRole('combobox', { name: 'Equipo' });

describe('DepartmentTeamPicker', () => {
  it('keeps the choice in the URL, so the same address shows it again', async () => {
    const router = renderAt('/timeline?user=7');
    expect(team()).toBeDisabled();
    expect(team()).toHaveDisplayValue('Seleccione departamento primero');
    await userEvent.selectOptions(department(), 'Tecnología');
    await userEvent.selectOptions(team(), 'Sistemas');
    // A change of department dropped the person of the department chosen before.
    expect(screen.getByRole('status')).toHaveTextContent('?department=1&team=11');

    // Another render from that URL alone (a reload, a shared link) shows the same choice.
    const address = `${router.state.location.pathname}${router.state.location.search}`;
    router.dispose();
    document.body.innerHTML = '';
    renderAt(address);
    expect(department()).toHaveDisplayValue('Tecnología');
    expect(team()).toHaveDisplayValue('Sistemas');
    await userEvent.selectOptions(department(), 'Operaciones');
    // Its one team is shown as chosen; the address holds only what the person chose.
    expect(team()).toHaveDisplayValue('Almacén');
    expect(screen.getByRole('status')).toHaveTextContent(/^\?department=2$/);
    await userEvent.selectOptions(department(), 'Tecnología');
    expect(team()).toHaveDisplayValue('Seleccione equipo');
  });

  it('takes the only department and team a person has, and leaves the team open where no team means all', async () => {
    renderAt('/timeline', <Screen departments={[{ id: 2, name: 'Operaciones' }]} />);
    expect(department()).toHaveDisplayValue('Operaciones');
    expect(team()).toHaveDisplayValue('Almacén');
    document.body.innerHTML = '';
    renderAt('/timeline', <Screen departments={[{ id: 2, name: 'Operaciones' }]} anyTeam="Todos los equipos" />);
    expect(team()).toHaveDisplayValue('Todos los equipos');
  });
});
