import { createContext, useContext } from 'react';
import type { RemotesConfig } from './federation/remotes-config';

const PortalConfigContext = createContext<RemotesConfig>({ remotes: [], problems: [] });

export const PortalConfigProvider = PortalConfigContext.Provider;

/** The validated remotes file of this environment. */
export function usePortalConfig(): RemotesConfig {
  return useContext(PortalConfigContext);
}
