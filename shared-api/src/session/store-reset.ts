import { onSessionChange } from '../unauthorized';

const resets = new Set<() => void>();

/** Registers what a logout must undo (a store's reset, a connection's close); returns the unregister function. */
export function registerStoreReset(reset: () => void): () => void {
  resets.add(reset);
  return () => {
    resets.delete(reset);
  };
}

/** Logs out locally: runs every registered reset and wipes the browser's cached data. */
export function resetAllStores(): void {
  for (const reset of resets) {
    try {
      reset();
    } catch (error) {
      // One broken reset must not keep the others, or the wipe, from running.
      console.error(error);
    }
  }
  localStorage.clear();
  sessionStorage.clear();
}

// A lost session (the 401 rule) logs out as fully as the logout button.
onSessionChange(resetAllStores);
