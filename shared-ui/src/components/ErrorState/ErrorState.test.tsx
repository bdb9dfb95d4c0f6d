import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardLoadError, ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('alerts its message and offers Reintentar when it can retry', async () => {
    const onRetry = jest.fn();
    render(<ErrorState message="No se han podido cargar las solicitudes" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se han podido cargar las solicitudes');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no button without a retry', () => {
    render(<ErrorState message="Error interno" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('words a card that could not be read as every card does, with Reintentar', async () => {
    const onRetry = jest.fn();
    render(<CardLoadError reason="Error interno" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se ha podido cargar: Error interno');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
