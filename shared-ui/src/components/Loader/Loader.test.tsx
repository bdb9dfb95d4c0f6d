import { render, screen } from '@testing-library/react';
import { Loader } from './Loader';

describe('Loader', () => {
  it('says Cargando... by default', () => {
    render(<Loader />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
  });

  it('says its label when given one', () => {
    render(<Loader label="Cerrando sesión..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Cerrando sesión...');
  });
});
