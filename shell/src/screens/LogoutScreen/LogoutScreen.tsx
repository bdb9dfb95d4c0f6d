import { logout } from '@portal/shared-api';
import { Loader } from '@portal/shared-ui';
import { useEffect } from 'react';

/** Logging out ends with a full page load, so no route, remote or cached data survives. */
export function LogoutScreen() {
  useEffect(() => {
    void logout().finally(() => window.location.replace('/login'));
  }, []);
  return <Loader label="Cerrando sesión..." />;
}
