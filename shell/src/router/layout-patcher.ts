import { createRemotePatcher } from './patch-remote-routes';

/** The one patcher of the portal's router (it remembers what it patched). */
export const layoutPatcher = createRemotePatcher();
