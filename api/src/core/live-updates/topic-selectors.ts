/** Mercure topic selectors: `*`, an exact topic, or a URI template such as `/api/tasks/{id}`. */
export function matchesSelector(topic: string, selector: string): boolean {
  if (selector === '*' || selector === topic) return true;
  if (!selector.includes('{')) return false;
  const pattern = selector
    .split(/\{[^}]*\}/)
    .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}$`).test(topic);
}

export function matchesAny(topics: string[], selectors: string[]): boolean {
  return topics.some((topic) => selectors.some((selector) => matchesSelector(topic, selector)));
}
