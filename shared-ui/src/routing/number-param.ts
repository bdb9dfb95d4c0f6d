/**
 * The whole number a URL's query holds under `name`, from `min` to `max` (by default a positive id or page), or
 * `null` when it is missing or anything else: a hand-edited or stale link falls back instead of asking the server
 * for nonsense.
 */
export function numberParam(params: URLSearchParams, name: string, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}): number | null {
  const text = params.get(name);
  if (text === null || !/^-?\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}
