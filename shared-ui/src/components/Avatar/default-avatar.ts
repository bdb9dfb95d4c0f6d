/** A neutral silhouette, inline so a missing image never costs a request. */
export const DEFAULT_AVATAR_SRC = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#e5e7eb"/><circle cx="32" cy="25" r="12" fill="#9ca3af"/><path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#9ca3af"/></svg>',
)}`;
