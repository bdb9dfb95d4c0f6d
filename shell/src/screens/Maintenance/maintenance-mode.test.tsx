import { type FakeLiveFeed, installFakeLiveFeed } from '@portal/shared-api/testing';
import { collection, ok } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeLayoutApi, MEMBER_ID, maintenanceFlag, renderLayoutAs } from '../../testing/render-layout';

const MAINTENANCE_PAGE = 'El portal está en mantenimiento. Vuelva a intentarlo más tarde.';

let feed: FakeLiveFeed;
beforeEach(() => {
  feed = installFakeLiveFeed();
});
afterEach(() => feed.restore());

const withMaintenanceAt = (data: '1' | '0') =>
  fakeLayoutApi({
    'GET /api/configurations/1': () => ok(maintenanceFlag(data)),
    [`GET /api/notifications?deleted=false&seen=false&user=${MEMBER_ID}&page=1&itemsPerPage=1`]: () => collection([]),
  });

it('turns a member’s open screen into the maintenance page live, and back with their typed input kept', async () => {
  withMaintenanceAt('0');
  await renderLayoutAs(undefined, { draftField: true });
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Borrador' }), 'a medias');

  await feed.send(maintenanceFlag('1'));
  expect(await screen.findByText(MAINTENANCE_PAGE)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Borrador' })).not.toBeInTheDocument();

  await feed.send(maintenanceFlag('0'));
  expect(await screen.findByRole('textbox', { name: 'Borrador' })).toHaveValue('a medias');
  expect(screen.queryByText(MAINTENANCE_PAGE)).not.toBeInTheDocument();
});

it('shows the maintenance page to a member who opens the portal while it is on', async () => {
  withMaintenanceAt('1');
  await renderLayoutAs();
  expect(await screen.findByText(MAINTENANCE_PAGE)).toBeInTheDocument();
});

it('lets admins keep working under a banner', async () => {
  withMaintenanceAt('1');
  await renderLayoutAs(undefined, { user: { roles: ['ROLE_ADMIN'] } });
  expect(await screen.findByText('Modo mantenimiento activo')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Inicio' })).toBeVisible();
  expect(screen.queryByText(MAINTENANCE_PAGE)).not.toBeInTheDocument();
});
