/**
 * Citations of the API contract: `docs/api-contract.md §10.6`, `… M5`,
 * `… Q1–Q3`, `… §2.2, M, N`. Sections are `§N` and `§N.M` headings; endpoints
 * are the ids of §7 (`#### M5.`, `#### O5–O8.`) and their letters (`### M.`).
 */

export const DOCUMENT = 'docs/api-contract.md';

const SECTION = String.raw`§\d+(?:\.\d+)*(?:\.[A-Z]\b)?|[A-Z]\d*(?![\w-])`;
/** One reference, then more joined by a dash, a slash, a comma or "and". */
const REFERENCES = new RegExp(`(?:${SECTION})(?:(?:–|/|, | and )(?:${SECTION}))*`, 'y');

/** A citation in the old form: the word contract before a section or an endpoint id, not naming the document. */
export const STALE = /(?<![\w/.-])[Cc]ontract:? (?=§|[A-Z]\d*(?![\w-]))|shared\/spec\/api-contract\.md/g;

function expand(reference) {
  const range = /^([A-Z])(\d+)–\1?(\d+)$/.exec(reference);
  if (range) {
    const [, letter, from, to] = range;
    return Array.from({ length: Number(to) - Number(from) + 1 }, (_, index) => `${letter}${Number(from) + index}`);
  }
  return reference.split('–').map((end) => end.replace(/^§7\.([A-Z])$/, '$1'));
}

/** Every section and endpoint id the document has. */
export function contractSections(markdown) {
  const sections = new Set();
  for (const line of markdown.split('\n')) {
    const numbered = /^#{2,3} (\d+(?:\.\d+)*)\.? /.exec(line);
    if (numbered) sections.add(`§${numbered[1]}`);
    const letter = /^### ([A-Z])\. /.exec(line);
    if (letter) sections.add(letter[1]);
    const endpoint = /^#### ([A-Z]\d+(?:–[A-Z]\d+)?)\. /.exec(line);
    if (endpoint) for (const id of expand(endpoint[1])) sections.add(id);
  }
  return sections;
}

/** Every reference cited as `docs/api-contract.md <references>`, with its line number. */
export function contractCitations(text) {
  const found = [];
  const lines = text.split('\n');
  lines.forEach((content, index) => {
    for (let at = content.indexOf(`${DOCUMENT} `); at >= 0; at = content.indexOf(`${DOCUMENT} `, at + 1)) {
      REFERENCES.lastIndex = at + DOCUMENT.length + 1;
      const match = REFERENCES.exec(content);
      if (!match) continue;
      for (const part of match[0].split(/, | and |\//)) {
        const dashed = /^([A-Z])(\d+)–([A-Z])(\d+)$/.exec(part);
        const pieces = dashed && dashed[1] === dashed[3] ? expand(`${dashed[1]}${dashed[2]}–${dashed[4]}`) : expand(part);
        for (const reference of pieces) found.push({ line: index + 1, reference });
      }
    }
  });
  return found;
}

/** Line numbers of citations still in the old form. */
export function staleCitations(text) {
  return text.split('\n').flatMap((content, index) => (content.match(STALE) ? [index + 1] : []));
}

/** `text` with every old-form citation naming the document. */
export function citeDocument(text) {
  return text
    .replace(/\b[Cc]ontract §E-mail decisions\b/g, `${DOCUMENT} M10–M11`)
    .replace(STALE, (match) => (match.startsWith('shared/') ? DOCUMENT : `${DOCUMENT} `));
}
