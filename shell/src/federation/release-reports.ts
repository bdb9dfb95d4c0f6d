import { SCREEN_FAULT_EVENT } from '@portal/shared-ui';
import { reportRelease } from './gradual-release';
import { chooseRelease } from './portal-federation';
import type { RemoteConfig } from './remotes-config';

/** Counts a fault a remote's screen caught against the release of that remote this tab runs (see `screen-faults.ts`). */
export function reportScreenFaults(remotes: RemoteConfig[]): () => void {
  const onFault = (event: Event) => {
    const routeId = (event as CustomEvent<{ routeId?: unknown }>).detail?.routeId;
    if (typeof routeId !== 'string') return;
    const remote = remotes.find((candidate) => routeId.startsWith(`${candidate.name}.`));
    if (remote) void chooseRelease(remote).then((chosen) => reportRelease(chosen, 'screen-error', routeId));
  };
  window.addEventListener(SCREEN_FAULT_EVENT, onFault);
  return () => window.removeEventListener(SCREEN_FAULT_EVENT, onFault);
}
