import { Provider } from 'jotai/react';
import type { ReactNode } from 'react';
import { portalStore } from '../../store';

/** Binds React to the portal's one jotai store; the shell renders it once at the root. */
export function PortalStoreProvider({ children }: { children?: ReactNode }) {
  return <Provider store={portalStore}>{children}</Provider>;
}
