import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVERYWHERE, INSPECTOR, queued, renderReports, section } from '../../../testing/report-fixtures';

const WEEKLY = 'Informe semanal de equipo';
const NO_LIMIT = 'Informe de equipo sin límite de tiempo';

async function pickSoporte(title: string) {
  await userEvent.selectOptions(section(title).getByLabelText('Departamento'), 'Tecnología');
  await userEvent.selectOptions(section(title).getByLabelText('Equipo'), await section(title).findByRole('option', { name: 'Soporte' }));
}

describe('the team reports', () => {
  it('turns a start date into its Monday-to-Sunday week, refuses an end before the start on every change, and sends the week', async () => {
    const { api } = await renderReports(INSPECTOR, { ...EVERYWHERE, 'GET /api/reports/team_report/10/2026-11-16/2026-11-22': () => queued() });
    const weekly = () => section(WEEKLY);
    expect(weekly().getByLabelText('Equipo')).toBeDisabled();
    await pickSoporte(WEEKLY);
    fireEvent.change(weekly().getByLabelText('Fecha de inicio'), { target: { value: '2026-11-19' } });
    expect(weekly().getByLabelText('Fecha de inicio')).toHaveValue('2026-11-16');
    expect(weekly().getByLabelText('Fecha de fin')).toHaveValue('2026-11-22');

    fireEvent.change(weekly().getByLabelText('Fecha de fin'), { target: { value: '2026-11-15' } });
    fireEvent.change(weekly().getByLabelText('Fecha de fin'), { target: { value: '2026-11-10' } });
    await waitFor(() => expect(screen.getAllByText('La fecha de fin debe ser mayor o igual a la de inicio')).toHaveLength(2));
    await userEvent.click(weekly().getByRole('button', { name: 'Generar informe' }));
    expect(api.calls.filter((call) => call.key.startsWith('GET /api/reports'))).toEqual([]);

    fireEvent.change(weekly().getByLabelText('Fecha de fin'), { target: { value: '2026-11-22' } });
    await userEvent.click(weekly().getByRole('button', { name: 'Generar informe' }));
    expect(await screen.findByText('Ok! El informe se enviará en poco tiempo a inspeccion@empresa.es')).toBeInTheDocument();
    await waitFor(() => expect(weekly().getByLabelText('Departamento')).toHaveValue(''));
    expect(weekly().getByLabelText('Fecha de inicio')).toHaveValue('');
    expect(weekly().getByLabelText('Equipo')).toBeDisabled();
  });

  it('asks for a team and both dates at most 366 days apart before sending the report without time limit, then resets after a refusal of the server', async () => {
    const { api } = await renderReports(INSPECTOR, {
      ...EVERYWHERE,
      'GET /api/reports/team_report_nolimit/10/2026-01-01/2026-11-22': () => ({ status: 403, data: { error: 'No tiene permiso para solicitar informes de fuera de sus departamentos.' } }),
    });
    const noLimit = () => section(NO_LIMIT);
    await userEvent.click(noLimit().getByRole('button', { name: 'Generar informe' }));
    expect(await screen.findByText('Debe seleccionar un equipo')).toBeInTheDocument();

    await pickSoporte(NO_LIMIT);
    fireEvent.change(noLimit().getByLabelText('Fecha de inicio'), { target: { value: '2026-01-01' } });
    expect(noLimit().getByLabelText('Fecha de fin')).toHaveValue('');
    await userEvent.click(noLimit().getByRole('button', { name: 'Generar informe' }));
    expect(await screen.findByText('Parámetro incorrecto')).toBeInTheDocument();

    fireEvent.change(noLimit().getByLabelText('Fecha de fin'), { target: { value: '2027-01-02' } });
    await userEvent.click(noLimit().getByRole('button', { name: 'Generar informe' }));
    expect(await screen.findByText('El periodo no puede superar 366 días')).toBeInTheDocument();

    fireEvent.change(noLimit().getByLabelText('Fecha de fin'), { target: { value: '2026-11-22' } });
    await userEvent.click(noLimit().getByRole('button', { name: 'Generar informe' }));
    expect(await screen.findByText('No tiene permiso para solicitar informes de fuera de sus departamentos.')).toBeInTheDocument();
    await waitFor(() => expect(noLimit().getByLabelText('Fecha de inicio')).toHaveValue(''));
    await waitFor(() => expect(noLimit().getByLabelText('Departamento')).toHaveValue(''));
    expect(api.calls.filter((call) => call.key.startsWith('GET /api/reports')).map((call) => call.key)).toEqual([
      'GET /api/reports/team_report_nolimit/10/2026-01-01/2026-11-22',
    ]);
  });
});
