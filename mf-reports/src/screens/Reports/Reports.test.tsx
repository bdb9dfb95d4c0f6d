import { screen, waitFor, within } from '@testing-library/react';
import { caller, collection, EVERYWHERE, INSPECTOR, OPERACIONES, renderReports, SOPORTE, section, TECNOLOGIA } from '../../testing/report-fixtures';

const TITLES = ['Informe por usuario', 'Informe semanal de equipo', 'Informe de equipo sin límite de tiempo', 'Informe por tarea', 'Informe avanzado'];

describe('/informes', () => {
  it('shows the five reports, says where they go, and offers an inspector every live department', async () => {
    await renderReports(INSPECTOR, EVERYWHERE);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(TITLES);
    expect(screen.getByText(/a inspeccion@empresa\.es\.$/)).toBeInTheDocument();
    const offered = section('Informe avanzado').getAllByRole('option').map((option) => option.textContent);
    expect(offered).toEqual(['Seleccione departamento', 'Tecnología', 'Operaciones', 'Seleccione departamento primero']);
  });

  it('offers a department manager only the live departments they manage, without asking for the list, and takes the only one as chosen', async () => {
    const ARCHIVO = { ...OPERACIONES, id: 3, '@id': '/api/departments/3', name: 'Archivo', deleted: true };
    const manager = caller(['ROLE_DEPARTMENT_MANAGER'], { encargadoDepartments: [TECNOLOGIA, ARCHIVO], departments: [OPERACIONES] });
    const { api } = await renderReports(manager, { 'GET /api/teams?department=1&deleted=false': () => collection([SOPORTE]) });
    const weekly = section('Informe semanal de equipo');
    expect(weekly.getByLabelText('Departamento')).toHaveDisplayValue('Tecnología');
    // Its one team is taken as chosen too, once the department's teams have come.
    await waitFor(() => expect(weekly.getByLabelText('Equipo')).toHaveDisplayValue('Soporte'));
    expect(within(weekly.getByLabelText('Departamento')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Seleccione departamento',
      'Tecnología',
    ]);
    // Each of the three team reports reads the department's teams; no one reads the departments.
    expect(api.calls.map((call) => call.key)).toEqual(Array(3).fill('GET /api/teams?department=1&deleted=false'));
  });
});
