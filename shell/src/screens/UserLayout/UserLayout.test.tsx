import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { USER_LAYOUT_ID } from '../../router/route-ids';
import { ADMIN, logInAs, logOut } from '../../testing/portal-under-test';
import { UserLayout } from './UserLayout';

afterEach(logOut);

it('keeps the current screen on show under a progress bar until the next one is ready', async () => {
  await logInAs(ADMIN);
  let arrive: (value: null) => void = () => undefined;
  const router = createMemoryRouter(
    [
      {
        id: USER_LAYOUT_ID,
        loader: () => ({ remotes: [], problems: [] }),
        Component: UserLayout,
        children: [
          {
            path: '/user',
            element: (
              <>
                <h1>Inicio</h1>
                <input aria-label="Borrador" />
                <Link to="/siguiente">Siguiente</Link>
              </>
            ),
          },
          { path: '/siguiente', loader: () => new Promise((resolve) => (arrive = resolve)), element: <h1>Siguiente pantalla</h1> },
        ],
      },
    ],
    { initialEntries: ['/user'] },
  );
  render(<RouterProvider router={router} />);
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Borrador' }), 'a medias');

  await user.click(screen.getByRole('link', { name: 'Siguiente' }));

  expect(screen.getByRole('progressbar', { name: 'Cargando la página' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Borrador' })).toHaveValue('a medias');
  expect(screen.getByRole('complementary', { name: 'Menú principal' })).toBeInTheDocument();

  await act(async () => arrive(null));

  expect(await screen.findByRole('heading', { name: 'Siguiente pantalla' })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});
