import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collection, EVERYWHERE, INSPECTOR, person, queued, renderReports, section } from '../../../testing/report-fixtures';

const form = () => section('Informe por usuario');
const SEARCH_ANA = 'GET /api/users?search=Ana&summary=1&page=1&itemsPerPage=10';

async function pickAna() {
  await userEvent.type(form().getByRole('combobox', { name: 'Persona' }), 'Ana');
  await userEvent.click(await form().findByRole('option', { name: /Ana García/ }));
}

describe('the user report', () => {
  it('asks for a type and a person, sends the report over all time and resets', async () => {
    const { api } = await renderReports(INSPECTOR, {
      ...EVERYWHERE,
      [SEARCH_ANA]: () => collection([person(7, 'Ana García')]),
      'GET /api/reports/user_report/solicitante/7': () => queued(),
    });
    await pickAna();
    await userEvent.click(form().getByRole('button', { name: 'Generar informe' }));
    expect(await screen.findByText('Parámetro incorrecto')).toBeInTheDocument();

    await userEvent.click(form().getByRole('radio', { name: 'Solicitante' }));
    await userEvent.click(form().getByRole('button', { name: 'Generar informe' }));
    expect(await screen.findByText('Ok! El informe se enviará en poco tiempo a inspeccion@empresa.es')).toBeInTheDocument();
    await waitFor(() => expect(form().getByRole('radio', { name: 'Solicitante' })).not.toBeChecked());
    expect(form().getByRole('combobox', { name: 'Persona' })).toHaveValue('');
    expect(api.calls.map((call) => call.key)).toContain('GET /api/reports/user_report/solicitante/7');
  });

  it('with date limits needs both dates in order, and sends them', async () => {
    const { api } = await renderReports(INSPECTOR, {
      ...EVERYWHERE,
      [SEARCH_ANA]: () => collection([person(7, 'Ana García')]),
      'GET /api/reports/user_report/user/7/2026-11-02/2026-11-08': () => ({ status: 404, data: { error: 'No encontrado' } }),
    });
    await userEvent.click(form().getByRole('radio', { name: 'Usuario' }));
    await pickAna();
    await userEvent.click(form().getByRole('checkbox', { name: 'Limitar por fechas' }));
    fireEvent.change(form().getByLabelText('Fecha de inicio'), { target: { value: '2026-11-02' } });
    await userEvent.click(form().getByRole('button', { name: 'Generar informe' }));
    expect(await screen.findByText('Parámetro incorrecto')).toBeInTheDocument();
    fireEvent.change(form().getByLabelText('Fecha de fin'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText('La fecha de fin debe ser mayor o igual a la de inicio')).toBeInTheDocument();

    fireEvent.change(form().getByLabelText('Fecha de fin'), { target: { value: '2026-11-08' } });
    await userEvent.click(form().getByRole('button', { name: 'Generar informe' }));
    expect(await screen.findByText('No encontrado')).toBeInTheDocument();
    await waitFor(() => expect(form().getByRole('checkbox', { name: 'Limitar por fechas' })).not.toBeChecked());
    expect(form().queryByLabelText('Fecha de inicio')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.key.startsWith('GET /api/reports')).map((call) => call.key)).toEqual([
      'GET /api/reports/user_report/user/7/2026-11-02/2026-11-08',
    ]);
  });
});
