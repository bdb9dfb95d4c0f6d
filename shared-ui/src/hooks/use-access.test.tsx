import { login, logout } from '@portal/shared-api';
import { PortalStoreProvider } from '@portal/shared-api/react';
import { type FakeApi, installFakeApi } from '@portal/shared-api/testing';
import { act, render, screen } from '@testing-library/react';
import { useAccess } from './use-access';

function Probe() {
  return <p>{useAccess('maySeeReports') ? 'informes' : 'sin acceso'}</p>;
}

let api: FakeApi;
afterEach(() => api.restore());

describe('useAccess', () => {
  it('applies the named rule to the session user and follows logins and logouts', async () => {
    const user = { '@id': '/api/users/8', id: 8, email: 'inspeccion@empresa.es', roles: ['ROLE_INSPECTOR'], subdepartments: [] };
    api = installFakeApi({
      'POST /api/login': () => ({ status: 200, data: { user } }),
      'POST /api/logout': () => ({ status: 204 }),
    });
    render(
      <PortalStoreProvider>
        <Probe />
      </PortalStoreProvider>,
    );
    expect(screen.getByText('sin acceso')).toBeInTheDocument();
    await act(() => login('inspeccion@empresa.es', 'Portal2026!'));
    expect(screen.getByText('informes')).toBeInTheDocument();
    await act(() => logout());
    expect(screen.getByText('sin acceso')).toBeInTheDocument();
  });
});
