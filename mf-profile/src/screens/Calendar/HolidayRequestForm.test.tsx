import type { PublicHoliday } from '@portal/shared-api';
import { renderRoutes } from '@portal/shared-ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { HolidayRequestForm } from './HolidayRequestForm';

const HOLIDAYS: PublicHoliday[] = [{ '@id': '/api/public_holidays/1', '@type': 'PublicHoliday', id: 1, date: '2027-03-03', name: 'Fiesta' }];

function renderForm() {
  renderRoutes([{ path: '/calendario', element: <HolidayRequestForm holidays={HOLIDAYS} today="2027-03-01" onClose={jest.fn()} /> }], { path: '/calendario' });
}

const pick = (label: string, day: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: day } });

describe('HolidayRequestForm', () => {
  it('counts the working days of the period, public holidays left out', async () => {
    renderForm();
    pick('Fecha de inicio', '2027-03-01');
    pick('Fecha de fin', '2027-03-05');
    expect(await screen.findByText('Días laborables: 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled();
  });

  it('refuses a period over 366 days before it can be sent', async () => {
    renderForm();
    pick('Fecha de inicio', '2027-03-01');
    pick('Fecha de fin', '9999-12-30');
    expect(await screen.findByText('El periodo no puede superar 366 días')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeDisabled();
  });
});
