import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './Switch';

describe('Switch', () => {
  it('turns with the keyboard, is described by what it does, and goes back when the save fails', async () => {
    let answer = true;
    const onChange = jest.fn(() => Promise.resolve(answer));
    render(<Switch label="Modo mantenimiento" description="Solo los administradores entran." checked={false} onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Modo mantenimiento' });
    expect(control).toHaveAccessibleDescription('Solo los administradores entran.');
    expect(control).toHaveAttribute('aria-checked', 'false');
    control.focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(control).toHaveAttribute('aria-checked', 'true');
    answer = false;
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(control).toHaveAttribute('aria-checked', 'true');
  });
});
