import type { PublicHoliday } from '@portal/shared-api';
import { renderRoutes } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import { PublicHolidays } from './PublicHolidays';

const renderList = (holidays: PublicHoliday[]) =>
  renderRoutes([{ path: '/calendario', element: <PublicHolidays holidays={holidays} year={2026} /> }], { path: '/calendario' });

describe('PublicHolidays', () => {
  it('says, when admins added none, that the national and regional ones are in the calendar already', async () => {
    renderList([]);
    expect(await screen.findByText('No se ha añadido ningún festivo en 2026. Los nacionales y autonómicos ya figuran en el calendario.')).toBeInTheDocument();
  });

  it('lists the ones admins added, each with its day and a way to remove it', async () => {
    renderList([{ '@id': '/api/public_holidays/3', '@type': 'PublicHoliday', id: 3, date: '2026-05-15', name: 'San Isidro' }]);
    expect(await screen.findByText('15-05-2026 San Isidro')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar San Isidro' })).toBeEnabled();
  });
});
