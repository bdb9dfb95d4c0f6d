import { collection } from '@portal/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, logInAs, renderAt } from '../../testing/fixtures';

const tag = (id: number, type: number, name: string, color: string, textColor: string, hidden = false) => ({
  '@id': `/api/tags/${id}`,
  id,
  name,
  color,
  text_color: textColor,
  description: `Descripción de ${name}`,
  type: `/api/tag_types/${type}`,
  hidden,
});
const TAGS = [tag(16, 1, 'Alta', '#c62828', '#ffffff'), tag(42, 2, 'Autorizada', '#1b5e20', '#ffffff'), tag(58, 3, 'En pausa', '#546e7a', '#ffffff', true)];

const render = () => {
  const saved: unknown[] = [];
  const { api } = renderAt('/tags', {
    'GET /api/tags?withHidden=1': () => collection(TAGS),
    'POST /api/tags': ({ body }) => {
      saved.push(body);
      return { status: 201, data: { ...(body as object), id: 100 } };
    },
    'PUT /api/tags/58': ({ body }) => ({ status: 200, data: body }),
  });
  return { api, saved };
};
const form = () => screen.getByRole('form', { name: 'Nueva etiqueta' });

beforeEach(() => logInAs(ADMIN));

describe('TagCatalogue', () => {
  it('shows the tags in the five columns of the cards, on their colours, with their descriptions', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Etiquetas', level: 1 })).toBeInTheDocument();
    const columns = ['Prioridad', 'Autorización', 'Haciéndose', 'Entregado', 'Revisado'];
    for (const name of columns) expect(screen.getByRole('heading', { name, level: 2 })).toBeInTheDocument();
    const authorisation = screen.getByRole('region', { name: 'Autorización' });
    expect(within(authorisation).getByText('Autorizada')).toHaveStyle({ backgroundColor: '#1b5e20', color: '#ffffff' });
    expect(within(authorisation).getByText('Descripción de Autorizada')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Haciéndose' })).getByText('(oculta)')).toBeInTheDocument();
  });

  it('refuses a pair under 4.5:1 before sending, offers the text colour that passes, and saves with it', async () => {
    const { api, saved } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva etiqueta' }));
    await userEvent.type(within(form()).getByLabelText('Nombre'), 'Lista para revisar');
    await userEvent.selectOptions(within(form()).getByLabelText('Tipo'), 'Autorización');
    fireEvent.input(within(form()).getByLabelText('Color de fondo'), { target: { value: '#43a047' } });
    fireEvent.input(within(form()).getByLabelText('Color del texto'), { target: { value: '#ffffff' } });
    expect(within(form()).getByRole('alert')).toHaveTextContent('El color del texto no contrasta lo suficiente con el fondo');
    expect(within(form()).getByText('Contraste 3,3:1')).toBeInTheDocument();
    expect(within(form()).getByText('Lista para revisar')).toHaveStyle({ backgroundColor: '#43a047', color: '#ffffff' });

    await userEvent.click(within(form()).getByRole('button', { name: 'Guardar' }));
    expect(api.calls.some((call) => call.key === 'POST /api/tags')).toBe(false);

    await userEvent.click(within(form()).getByRole('button', { name: 'Usar texto negro' }));
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form()).getByText('Lista para revisar')).toHaveStyle({ color: '#000000' });
    await userEvent.click(within(form()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(saved).toEqual([{ name: 'Lista para revisar', description: '', type: '/api/tag_types/2', color: '#43a047', text_color: '#000000', hidden: false }]),
    );
  });

  it('shows a hidden tag again with Mostrar', async () => {
    const { api } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar En pausa' }));
    await waitFor(() => expect(api.calls).toContainEqual(expect.objectContaining({ key: 'PUT /api/tags/58', body: expect.objectContaining({ hidden: false }) })));
  });
});
