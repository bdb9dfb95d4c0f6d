/**
 * A remote that hangs (accepts the connection, never answers) must not hold the
 * screen: its manifest and its entry script each get a deadline, after which the
 * shell tries `fallbackEntry` and then shows its fallback page. The remote's own
 * chunks get the same deadline from `output.chunkLoadTimeout` in the build.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Per manifest and per script; two attempts (entry, then fallback) stay well within 8 s, page load included. */
export const REMOTE_FILE_TIMEOUT_MS = 2_500;

export default function loadTimeoutsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'load-timeouts-plugin',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_FILE_TIMEOUT_MS) });
    },
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      return { script, timeout: REMOTE_FILE_TIMEOUT_MS };
    },
  };
}
