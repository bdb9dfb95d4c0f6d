import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { notify, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '../notify';
import { toastNotifier } from '../toast-notifier';
import { PortalToaster } from './PortalToaster';

/** Lets react-hot-toast dismiss, then remove after its exit animation (two rounds of timers). */
function advance(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
  act(() => jest.advanceTimersByTime(1500));
}

afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

describe('PortalToaster', () => {
  it('shows a success toast for 2 seconds', () => {
    jest.useFakeTimers();
    render(<PortalToaster />);
    act(() => {
      notify.success('¡Guardado!');
    });
    expect(screen.getByText('¡Guardado!')).toBeInTheDocument();
    advance(TOAST_SUCCESS_MS);
    expect(screen.queryByText('¡Guardado!')).not.toBeInTheDocument();
  });

  it('keeps an error toast for 5 seconds', () => {
    jest.useFakeTimers();
    render(<PortalToaster />);
    act(() => {
      notify.error('Error al guardar');
    });
    advance(TOAST_SUCCESS_MS);
    expect(screen.getByText('Error al guardar')).toBeInTheDocument();
    advance(TOAST_ERROR_MS - TOAST_SUCCESS_MS);
    expect(screen.queryByText('Error al guardar')).not.toBeInTheDocument();
  });
});

describe('toastNotifier', () => {
  it('shows the API client errors for 5 s and its info sentences as info toasts', () => {
    const error = jest.spyOn(toast, 'error');
    toastNotifier.error('Se ha producido un error.');
    expect(error).toHaveBeenCalledWith('Se ha producido un error.', { duration: 5000 });
    render(<PortalToaster />);
    act(() => toastNotifier.info('Tarea pausada. Llevas 4h hoy.'));
    expect(screen.getByText('Tarea pausada. Llevas 4h hoy.')).toBeInTheDocument();
  });
});
