import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows its message', () => {
    render(<EmptyState message="No hay ningún elemento pendiente" />);
    expect(screen.getByText('No hay ningún elemento pendiente')).toHaveClass('empty-state');
  });
});
