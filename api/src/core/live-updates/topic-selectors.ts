/** Stands for a `{name}` part of a URI template: one or more characters other than `/`. */
const VARIABLE = null;
type Part = string | typeof VARIABLE;

/** A URI template's parts: one per literal character, one per `{…}` (an unclosed `{` is literal). */
function partsOf(selector: string): Part[] {
  const parts: Part[] = [];
  for (let at = 0; at < selector.length; at += 1) {
    const end = selector[at] === '{' ? selector.indexOf('}', at) : -1;
    if (end === -1) parts.push(selector[at] as string);
    else {
      parts.push(VARIABLE);
      at = end;
    }
  }
  return parts;
}

/**
 * Whether `topic` fits the template, in time linear in the topic's length
 * (times the template's): every place the template could have reached is
 * followed at once, one topic character after the other, where a regular
 * expression would try the ways of splitting `{a}{b}…` one by one.
 */
function matchesTemplate(topic: string, parts: Part[]): boolean {
  // before[i]: parts[0..i) matched so far; within[i]: inside variable parts[i], which has taken one character or more.
  let before = new Uint8Array(parts.length + 1);
  let within = new Uint8Array(parts.length);
  before[0] = 1;
  for (const char of topic) {
    const nextBefore = new Uint8Array(parts.length + 1);
    const nextWithin = new Uint8Array(parts.length);
    let alive = false;
    for (let i = 0; i < parts.length; i += 1) {
      const part = parts[i];
      if (part === VARIABLE) {
        if (char !== '/' && (before[i] || within[i])) {
          nextWithin[i] = 1;
          nextBefore[i + 1] = 1;
          alive = true;
        }
      } else if (before[i] && part === char) {
        nextBefore[i + 1] = 1;
        alive = true;
      }
    }
    if (!alive) return false;
    before = nextBefore;
    within = nextWithin;
  }
  return before[parts.length] === 1;
}

/** Mercure topic selectors: `*`, an exact topic, or a URI template such as `/api/tasks/{id}`. */
export function matchesSelector(topic: string, selector: string): boolean {
  if (selector === '*' || selector === topic) return true;
  if (!selector.includes('{')) return false;
  return matchesTemplate(topic, partsOf(selector));
}

export function matchesAny(topics: string[], selectors: string[]): boolean {
  return topics.some((topic) => selectors.some((selector) => matchesSelector(topic, selector)));
}
