/** The local-storage key holding the logged-in user's id, used to restore the session. */
export const USER_ID_STORAGE_KEY = 'portal.userId';

export function readStoredUserId(): string | null {
  return localStorage.getItem(USER_ID_STORAGE_KEY);
}

export function storeUserId(id: number): void {
  localStorage.setItem(USER_ID_STORAGE_KEY, String(id));
}

export function forgetUserId(): void {
  localStorage.removeItem(USER_ID_STORAGE_KEY);
}
