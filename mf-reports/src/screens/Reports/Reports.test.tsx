import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('offers a department manager only the live departments they manage, without asking for the list', async () => {
    const ARCHIVO = { ...OPERACIONES, id: 3, '@id': '/api/departments/3', name: 'Archivo', deleted: true };
    const manager = caller(['ROLE_DEPARTMENT_MANAGER'], { encargadoDepartments: [TECNOLOGIA, ARCHIVO], departments: [OPERACIONES] });
    const { api } = await renderReports(manager, { 'GET /api/teams?department=1&deleted=false': () => collection([SOPORTE]) });
    const weekly = section('Informe semanal de equipo');
    expect(weekly.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Seleccione departamento',
      'Tecnología',
      'Seleccione departamento primero',
    ]);
    await userEvent.selectOptions(weekly.getByLabelText('Departamento'), 'Tecnología');
    expect(await weekly.findByRole('option', { name: 'Soporte' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/teams?department=1&deleted=false']);
  });
});
