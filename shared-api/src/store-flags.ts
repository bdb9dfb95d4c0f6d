/** The load state every store carries. */
export type StoreFlags = {
  loading: boolean;
  /** The last load finished; the data is what the server said. */
  loaded: boolean;
  failed: boolean;
  failedMessage: string | null;
};

/** Never loaded (also the state after a reset). */
export const idleFlags = (): StoreFlags => ({ loading: false, loaded: false, failed: false, failedMessage: null });

export const loadingFlags = (): StoreFlags => ({ loading: true, loaded: false, failed: false, failedMessage: null });

export const loadedFlags = (): StoreFlags => ({ loading: false, loaded: true, failed: false, failedMessage: null });

export const failedFlags = (message: string): StoreFlags => ({
  loading: false,
  loaded: false,
  failed: true,
  failedMessage: message,
});
