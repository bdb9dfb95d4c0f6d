type Named = { name?: string | null; email?: string | null };

/** A user's name, or the part of their e-mail before the `@` when they have none. */
export function displayName(user: Named): string {
  const name = user.name?.trim();
  if (name) return name;
  return (user.email ?? '').split('@')[0] ?? '';
}

/** What a greeting calls the person: the first word of their name ('Ana García Pérez' → 'Ana'), or their e-mail's local part. */
export function firstName(user: Named): string {
  return displayName(user).split(/\s+/)[0] ?? '';
}
