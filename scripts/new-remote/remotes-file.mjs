/**
 * Reads and writes `shell/config/remotes.json` in the layout people keep it in:
 * flat objects and lists of plain values on one line, everything else one entry
 * per line, so a generated change is a diff of the lines it adds.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const isPlain = (value) => value === null || typeof value !== 'object';
const isFlat = (value) => (Array.isArray(value) ? value.every(isPlain) : Object.values(value).every(isPlain));

function inline(value) {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (isPlain(value)) return JSON.stringify(value);
  return `{ ${Object.entries(value)
    .map(([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`)
    .join(', ')} }`;
}

function layout(value, depth) {
  if (isPlain(value) || isFlat(value)) return inline(value);
  const inner = '  '.repeat(depth + 1);
  const close = '  '.repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 1 && isFlat(value[0])) return `[${inline(value[0])}]`;
    return `[\n${value.map((item) => inner + layout(item, depth + 1)).join(',\n')}\n${close}]`;
  }
  const entries = Object.entries(value).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${layout(item, depth + 1)}`);
  return `{\n${entries.join(',\n')}\n${close}}`;
}

/** The file's text for `config`, as people write it. */
export const formatRemotesFile = (config) => `${layout(config, 0)}\n`;

export const readRemotesFile = (file) => JSON.parse(readFileSync(file, 'utf8'));

export const writeRemotesFile = (file, config) => writeFileSync(file, formatRemotesFile(config));
