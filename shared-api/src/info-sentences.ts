/**
 * The info rule of spec 02 §8: a successful answer's `info` sentences become
 * one info message. Each sentence is trimmed and closed with a full stop when
 * it has no final punctuation (the API writes `Se ha pausado la tarea "X"`),
 * then they are joined with a space. `null` when there is nothing to say.
 */
export function joinInfoSentences(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const info = (body as { info?: unknown }).info;
  if (!Array.isArray(info)) return null;
  const sentences = info
    .filter((line): line is string => typeof line === 'string')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => (/[.!?…]$/.test(line) ? line : `${line}.`));
  return sentences.length === 0 ? null : sentences.join(' ');
}
