/**
 * Cuts a SQL script that arrives in pieces into runs of whole statements of
 * about `chunkChars` characters each, so a dump of any size loads with flat
 * memory (a whole-script `exec` needs the script, and the server its parse
 * trees, in memory at once). A semicolon ends a statement only outside
 * quoted text: '…' (E'…' with backslash escapes), "…", $tag$…$tag$,
 * -- comments and block comments.
 */
type Quoted = { end: string; backslash: boolean; doubled: boolean };

const CODE_SPECIAL = /[;'"$\-/]/g;
const DOLLAR_TAG = /\$(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/y;
const IDENTIFIER_CHAR = /[\w$\u0080-\uffff]/;

type Lexed = { scanned: number; boundary: number; quoted: Quoted | null };

/** Lexes `text` from `at` as far as it can decide; `scanned` stops early where the next piece is needed to go on. */
function lex(text: string, at: number, boundary: number, quoted: Quoted | null): Lexed {
  let index = at;
  let inside = quoted;
  while (index < text.length) {
    if (inside) {
      const close = closingOf(text, index, inside);
      if (close.more) return { scanned: close.resumeAt, boundary, quoted: inside };
      index = close.resumeAt;
      if (close.closed) inside = null;
      continue;
    }
    CODE_SPECIAL.lastIndex = index;
    const found = CODE_SPECIAL.exec(text);
    if (!found) return { scanned: text.length, boundary, quoted: null };
    index = found.index;
    const char = text[index];
    const next = text[index + 1];
    if (char === ';') {
      index += 1;
      boundary = index;
    } else if (char === "'") {
      const escaped = /[eE]/.test(text[index - 1] ?? '') && !IDENTIFIER_CHAR.test(text[index - 2] ?? ' ');
      inside = { end: "'", backslash: escaped, doubled: true };
      index += 1;
    } else if (char === '"') {
      inside = { end: '"', backslash: false, doubled: true };
      index += 1;
    } else if (char === '$') {
      if (IDENTIFIER_CHAR.test(text[index - 1] ?? ' ')) {
        index += 1;
        continue;
      }
      DOLLAR_TAG.lastIndex = index;
      const tag = DOLLAR_TAG.exec(text);
      if (tag) {
        inside = { end: tag[0], backslash: false, doubled: false };
        index += tag[0].length;
      } else if (/^\$[\w\u0080-\uffff]*$/.test(text.slice(index, index + 64))) {
        return { scanned: index, boundary, quoted: null };
      } else index += 1;
    } else if (next === undefined) {
      return { scanned: index, boundary, quoted: null };
    } else if ((char === '-' && next === '-') || (char === '/' && next === '*')) {
      inside = { end: char === '-' ? '\n' : '*/', backslash: false, doubled: false };
      index += 2;
    } else index += 1;
  }
  return { scanned: index, boundary, quoted: inside };
}

/** Where quoted text closes, or where to resume once more text has arrived. */
function closingOf(text: string, from: number, quoted: Quoted): { resumeAt: number; closed: boolean; more: boolean } {
  let index = from;
  for (;;) {
    const end = text.indexOf(quoted.end, index);
    const backslash = quoted.backslash ? text.indexOf('\\', index) : -1;
    if (backslash >= 0 && (end < 0 || backslash < end)) {
      if (backslash + 1 >= text.length) return { resumeAt: backslash, closed: false, more: true };
      index = backslash + 2;
      continue;
    }
    if (end < 0) return { resumeAt: Math.max(from, text.length - quoted.end.length + 1), closed: false, more: true };
    const after = end + quoted.end.length;
    if (!quoted.doubled) return { resumeAt: after, closed: true, more: false };
    if (after >= text.length) return { resumeAt: end, closed: false, more: true };
    if (text.startsWith(quoted.end, after)) {
      index = after + quoted.end.length;
      continue;
    }
    return { resumeAt: after, closed: true, more: false };
  }
}

export async function* sqlStatementChunks(pieces: AsyncIterable<string>, chunkChars = 4 << 20): AsyncGenerator<string> {
  let text = '';
  let state: Lexed = { scanned: 0, boundary: 0, quoted: null };
  for await (const piece of pieces) {
    text += piece;
    state = lex(text, state.scanned, state.boundary, state.quoted);
    if (state.boundary >= chunkChars) {
      yield text.slice(0, state.boundary);
      text = text.slice(state.boundary);
      state = { ...state, scanned: state.scanned - state.boundary, boundary: 0 };
    }
  }
  // What follows the last semicolon: blank lines, comments, psql's lines.
  if (text.trim()) yield text;
}
