import { PortalStoreProvider } from '@portal/shared-api/react';
import { PortalToaster } from '@portal/shared-ui';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { RemotesConfig } from './federation/remotes-config';
import { PortalConfigProvider } from './portal-config';
import { createPortalRouter } from './router/create-portal-router';

/** One store, one router, one toaster for the shell and every remote. */
export function App({ config }: { config: RemotesConfig }) {
  const [router] = useState(() => createPortalRouter(config.remotes));
  return (
    <PortalStoreProvider>
      <PortalConfigProvider value={config}>
        <RouterProvider router={router} />
        <PortalToaster />
      </PortalConfigProvider>
    </PortalStoreProvider>
  );
}
