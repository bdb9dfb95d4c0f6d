/** The initials of a full name ('Ana García Pérez' → 'AG'), or of the e-mail when there is no name. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s._-]+/).filter((word) => word !== '');
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toLocaleUpperCase('es') ?? '')
    .join('');
}

/** A round badge with the person's initials: decorative, the name is always written beside it. */
export function PersonAvatar({ name }: { name: string }) {
  return (
    <span className="decision-avatar" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
