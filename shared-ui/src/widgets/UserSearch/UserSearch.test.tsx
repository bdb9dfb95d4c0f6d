import type { UserSummary } from '@portal/shared-api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserSearch } from './UserSearch';

const user = (id: number, name: string | null, email: string): UserSummary => ({
  '@id': `/api/users/${id}`,
  id,
  name,
  email,
  image: null,
  deleted: false,
});
const users = [user(1, 'Ana García', 'ana.garcia@empresa.es'), user(2, 'Ana Ruiz', 'ana.ruiz@empresa.es'), user(3, null, 'anabel@empresa.es')];

describe('UserSearch', () => {
  it('is a combobox named by its placeholder Añadir, silent until 3 characters', async () => {
    render(<UserSearch users={users} onSelect={jest.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Añadir' });
    await userEvent.type(input, 'an');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'a');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ana Garcíaana.garcia@empresa.es',
      'Ana Ruizana.ruiz@empresa.es',
      'anabelanabel@empresa.es',
    ]);
  });

  it('picks with the arrow keys and Enter, then clears the text', async () => {
    const onSelect = jest.fn();
    render(<UserSearch users={users} label="Solicitante" onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Solicitante' });
    await userEvent.type(input, 'ana');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]?.id);
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(users[1]);
    expect(input).toHaveValue('');
  });

  it('wraps around with the arrow keys and closes on Escape', async () => {
    render(<UserSearch users={users} onSelect={jest.fn()} />);
    await userEvent.type(screen.getByRole('combobox'), 'ana');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('picks with a click', async () => {
    const onSelect = jest.fn();
    render(<UserSearch users={users} onSelect={onSelect} />);
    await userEvent.type(screen.getByRole('combobox'), 'anabel');
    await userEvent.click(screen.getByRole('option', { name: /anabel/ }));
    expect(onSelect).toHaveBeenCalledWith(users[2]);
  });

  it('does not offer excluded users', async () => {
    render(<UserSearch users={users} excludeIds={[1, 3]} onSelect={jest.fn()} />);
    await userEvent.type(screen.getByRole('combobox'), 'ana');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option')).toHaveTextContent('Ana Ruiz');
  });
});
