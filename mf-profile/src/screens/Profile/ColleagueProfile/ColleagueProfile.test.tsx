import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, colleague, ok, ownUser, renderProfile } from '../../../testing/profile-fixtures';

const factOf = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return (term.nextElementSibling as HTMLElement).textContent;
};

describe('a colleague’s profile', () => {
  it('shows the read-only fields and no form', async () => {
    renderProfile('/profile/8', { ...baseRoutes(ownUser()), 'GET /api/users/8': () => ok(colleague(8)) });
    expect(await screen.findByRole('heading', { name: 'Colega 8' })).toBeInTheDocument();
    expect(factOf('Correo electrónico')).toBe('colega8@empresa.es');
    expect(factOf('Teléfono')).toBe('911222333');
    expect(factOf('Fecha de nacimiento')).toBe('10-05-1990');
    expect(factOf('Provincia')).toBe('Madrid');
    expect(factOf('Departamentos')).toBe('Tecnología');
    expect(factOf('Horario normal')).toBe('Mañanas');
    expect(factOf('Guardia')).toBe('Sí');
    expect(factOf('Horario de guardia')).toBe('Guardia fin de semana');
    expect(screen.getByRole('img', { name: 'Foto de Colega 8' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });

  it('hides managerOnly teams when the owner is neither an admin nor a department manager', async () => {
    renderProfile('/profile/8', { ...baseRoutes(ownUser()), 'GET /api/users/8': () => ok(colleague(8)) });
    await screen.findByRole('heading', { name: 'Colega 8' });
    expect(factOf('Equipos')).toBe('Soporte');
  });

  it('refetches when the route moves to another user, with a loader meanwhile', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const rendered = renderProfile('/profile/8', {
      ...baseRoutes(ownUser()),
      'GET /api/users/8': () => ok(colleague(8)),
      'GET /api/users/9': async () => {
        await answered;
        return ok(colleague(9, { roles: ['ROLE_USER', 'ROLE_DEPARTMENT_MANAGER'] }));
      },
    });
    await screen.findByRole('heading', { name: 'Colega 8' });
    act(() => {
      void rendered.router.navigate('/profile/9');
    });
    expect(await screen.findByText('Cargando...')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'Colega 9' })).toBeInTheDocument();
    // The owner manages a department, so the managerOnly team shows.
    expect(factOf('Equipos')).toBe('Soporte, Comité de dirección');
  });

  it('says so when the user does not exist, with the way home', async () => {
    renderProfile('/profile/99', { ...baseRoutes(ownUser()), 'GET /api/users/99': () => ({ status: 404, data: { error: 'No encontrado' } }) });
    expect(await screen.findByText('No existe ningún usuario con el identificador 99.')).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { level: 1 })).getByText('Perfil')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/user');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('says why when the profile cannot be loaded, and loads it again on retry', async () => {
    let failures = 1;
    renderProfile('/profile/8', {
      ...baseRoutes(ownUser()),
      'GET /api/users/8': () => (failures-- > 0 ? { status: 500, data: { error: 'Error interno del servidor' } } : ok(colleague(8))),
    });
    expect(await screen.findByText('No se ha podido cargar el perfil: Error interno del servidor')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Colega 8' })).toBeInTheDocument();
  });

  it('shows the own editable profile for one’s own id', async () => {
    renderProfile('/profile/7', { ...baseRoutes(ownUser()), 'GET /api/users/7': () => ok(ownUser()) });
    expect(await screen.findByRole('heading', { name: 'Mi perfil' })).toBeInTheDocument();
  });
});
