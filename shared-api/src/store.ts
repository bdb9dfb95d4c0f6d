import { createStore } from 'jotai/vanilla';

/**
 * The portal's one jotai store, shared by the shell and every remote. Code
 * outside React reads and writes it with `portalStore.get` / `portalStore.set`.
 */
export const portalStore = createStore();
