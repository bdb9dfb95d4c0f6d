import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, EVERYWHERE, queued, renderReports, section } from '../../../testing/report-fixtures';

const form = () => section('Informe avanzado');

describe('the advanced report', () => {
  it('needs a team and an ordered range, posts the filters with the caller as recipient and resets', async () => {
    const { api } = await renderReports(ADMIN, { ...EVERYWHERE, 'POST /api/reports/advanced_report': () => queued('admin@empresa.es') });
    await userEvent.click(form().getByRole('button', { name: 'Generar informe' }));
    expect(await screen.findByText('Debe seleccionar un equipo')).toBeInTheDocument();

    await userEvent.selectOptions(form().getByLabelText('Departamento'), 'Tecnología');
    await userEvent.selectOptions(form().getByLabelText('Equipo'), await form().findByRole('option', { name: 'Redes' }));
    await userEvent.type(form().getByLabelText('Correo del solicitante'), 'marta@cliente.es');
    await userEvent.type(form().getByLabelText('Palabras clave'), 'vpn');
    fireEvent.change(form().getByLabelText('Fecha de inicio'), { target: { value: '2026-04-30' } });
    fireEvent.change(form().getByLabelText('Fecha de fin'), { target: { value: '2026-04-01' } });
    expect(await screen.findByText('La fecha de fin debe ser mayor o igual a la de inicio')).toBeInTheDocument();
    await userEvent.click(form().getByRole('button', { name: 'Generar informe' }));
    await waitFor(() => expect(screen.getAllByText('La fecha de fin debe ser mayor o igual a la de inicio')).toHaveLength(2));

    fireEvent.change(form().getByLabelText('Fecha de inicio'), { target: { value: '2026-04-01' } });
    fireEvent.change(form().getByLabelText('Fecha de fin'), { target: { value: '2026-04-30' } });
    await userEvent.click(form().getByRole('button', { name: 'Generar informe' }));
    expect(await screen.findByText('Ok! El informe se enviará en poco tiempo a admin@empresa.es')).toBeInTheDocument();
    await waitFor(() => expect(form().getByLabelText('Palabras clave')).toHaveValue(''));
    expect(form().getByLabelText('Correo del solicitante')).toHaveValue('');
    await waitFor(() => expect(form().getByLabelText('Departamento')).toHaveValue(''));
    const posted = api.calls.filter((call) => call.key === 'POST /api/reports/advanced_report');
    expect(posted.map((call) => call.body)).toEqual([
      { email: 'admin@empresa.es', applicant: 'marta@cliente.es', team: 11, keywords: 'vpn', start: '2026-04-01', end: '2026-04-30' },
    ]);
  });
});
