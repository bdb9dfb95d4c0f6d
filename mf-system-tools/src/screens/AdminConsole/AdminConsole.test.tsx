import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, logInAs, renderAt } from '../../testing/fixtures';

const flag = (data: '1' | '0') => ({ '@id': '/api/configurations/1', '@type': 'Configuration', id: 1, name: 'client_maintenance', data, value: [], user: null });

beforeEach(() => logInAs(ADMIN));

describe('AdminConsole', () => {
  it('switches maintenance mode on by writing the flag’s data, and shows it on', async () => {
    let stored = flag('0');
    const written: unknown[] = [];
    renderAt('/admin', {
      'GET /api/configurations/1': () => ({ status: 200, data: stored }),
      'PUT /api/configurations/1': ({ body }) => {
        written.push(body);
        stored = flag('1');
        return { status: 200, data: stored };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Administración', level: 1 })).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Modo mantenimiento' });
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);

    expect(written).toEqual([{ data: '1', value: [] }]);
    expect(await screen.findByText('Modo mantenimiento activado')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Modo mantenimiento' })).toBeChecked();
  });
});
