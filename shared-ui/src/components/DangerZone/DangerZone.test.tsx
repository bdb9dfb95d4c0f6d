import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DangerZone } from './DangerZone';

describe('DangerZone', () => {
  it('sets the action apart under its heading, says what it does and asks a question naming the record before acting', async () => {
    const onConfirm = jest.fn(() => Promise.resolve());
    render(<DangerZone description="Nadie podrá usarlo." actionLabel="Eliminar equipo" confirmMessage="¿Eliminar el equipo «Soporte»?" onConfirm={onConfirm} />);
    const zone = screen.getByRole('region', { name: 'Zona de peligro' });
    expect(zone).toHaveTextContent('Nadie podrá usarlo.');
    await userEvent.click(within(zone).getByRole('button', { name: 'Eliminar equipo' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar equipo' });
    expect(dialog).toHaveTextContent('¿Eliminar el equipo «Soporte»?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(zone).getByRole('button', { name: 'Eliminar equipo' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
