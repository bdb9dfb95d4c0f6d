/**
 * A feature's route files hold its rules and its answers; its SQL lives in the feature's
 * repository and SQL modules, where the queries of one table can be read side by side. The
 * route files are read as text: their string and template literals, comments left out.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

// The compiled tests run from a copy whose sources are links: the files are read from the real folder.
const apiDir = path.dirname(path.dirname(realpathSync(fileURLToPath(new URL('../../src/app.ts', import.meta.url)))));

/** Statements as the code base writes them, keywords in capitals. */
const STATEMENT = /\bSELECT\s+\S|\bINSERT\s+INTO\b|\bUPDATE\s+\S+\s+(?:\w+\s+)?SET\b|\bDELETE\s+FROM\b/;

type Literal = { text: string; at: number; tag: string | undefined };

/** Where a `/` starts a regular expression rather than a division. */
const BEFORE_REGEX = /(?:^|[(,=:[!&|?{};]|\breturn|\btypeof)\s*$/;

/** The string and template literals of a source, comments skipped; a template's substitutions read as a space. */
function literals(source: string): Literal[] {
  const found: Literal[] = [];
  const openTemplates: { literal: Literal; depth: number }[] = [];
  let depth = 0;
  let at = 0;
  const readTemplate = (literal: Literal) => {
    while (at < source.length) {
      if (source[at] === '\\') {
        literal.text += source.slice(at, at + 2);
        at += 2;
      } else if (source[at] === '`') {
        at += 1;
        return;
      } else if (source.startsWith('${', at)) {
        literal.text += ' ';
        openTemplates.push({ literal, depth });
        depth += 1;
        at += 2;
        return;
      } else literal.text += source[at++];
    }
  };
  const skipQuoted = (end: string, stopAtClass: boolean) => {
    let inClass = false;
    for (at += 1; at < source.length && source[at] !== '\n'; at += 1) {
      if (source[at] === '\\') at += 1;
      else if (stopAtClass && source[at] === '[') inClass = true;
      else if (stopAtClass && source[at] === ']') inClass = false;
      else if (source[at] === end && !inClass) break;
    }
    at += 1;
  };
  while (at < source.length) {
    const character = source[at] as string;
    if (source.startsWith('//', at)) at = source.indexOf('\n', at) === -1 ? source.length : source.indexOf('\n', at);
    else if (source.startsWith('/*', at)) at = source.indexOf('*/', at) === -1 ? source.length : source.indexOf('*/', at) + 2;
    else if (character === "'" || character === '"') {
      const start = at;
      skipQuoted(character, false);
      found.push({ text: source.slice(start + 1, at - 1), at: start, tag: undefined });
    } else if (character === '`') {
      const literal = { text: '', at, tag: /(\w+)\s*$/.exec(source.slice(Math.max(0, at - 40), at))?.[1] };
      found.push(literal);
      at += 1;
      readTemplate(literal);
    } else if (character === '/' && BEFORE_REGEX.test(source.slice(Math.max(0, at - 20), at))) skipQuoted('/', true);
    else if (character === '}' && openTemplates.at(-1)?.depth === depth - 1) {
      depth -= 1;
      at += 1;
      readTemplate((openTemplates.pop() as { literal: Literal }).literal);
    } else {
      if (character === '{') depth += 1;
      if (character === '}') depth -= 1;
      at += 1;
    }
  }
  return found;
}

/** Each SQL of a source as `line: what`, the tag under whatever name sql-template-tag's default import was given. */
function sqlIn(source: string): string[] {
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const imported = /^import\s+(?!type\b)(\w+)?[^;]*?from\s+'sql-template-tag'/m.exec(source);
  const tags = new Set(['sql', ...(imported?.[1] ? [imported[1]] : [])]);
  const found = imported ? [`${lineOf(imported.index)}: imports sql-template-tag`] : [];
  for (const literal of literals(source)) {
    if (literal.tag && tags.has(literal.tag)) found.push(`${lineOf(literal.at)}: ${literal.tag}\` tag`);
    else if (STATEMENT.test(literal.text)) found.push(`${lineOf(literal.at)}: ${literal.text.trim().split('\n')[0]}`);
  }
  return found;
}

test('the check finds SQL in the forms it takes, and not in comments, addresses or patterns', () => {
  const source = [
    "import sql from 'sql-template-tag';",
    '// SELECT id FROM users, in a comment',
    "const url = 'https://example.com'; // UPDATE users SET x",
    "const pattern = /^'(SELECT)/; /* DELETE FROM users */",
    'const found = await app.db.query(sql`SELECT 1`);',
    "await app.db.query('SELECT 1');",
    'const write = `UPDATE password_reset_tokens t',
    '  SET used_at = now() WHERE id = #{`#{id}`}`;',
    'const nested = `#{query(`DELETE FROM tags WHERE id = #{id}`)}`;',
    'const insert = "INSERT INTO tags (name) VALUES ($1)";',
    "const message = 'Seleccione un equipo de la lista';",
  ]
    .join('\n')
    // Written `#{` above so that the sample's substitutions stay text here.
    .replaceAll('#{', '$' + '{');
  assert.deepEqual(sqlIn(source), [
    '1: imports sql-template-tag',
    '5: sql` tag',
    '6: SELECT 1',
    '7: UPDATE password_reset_tokens t',
    '9: DELETE FROM tags WHERE id =',
    '10: INSERT INTO tags (name) VALUES ($1)',
  ]);
});

test('route files hold no SQL: it lives in their feature’s repository and SQL modules', () => {
  const routeFiles = readdirSync(path.join(apiDir, 'src/features'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('-routes.ts'))
    .map((entry) => path.relative(apiDir, path.join(entry.parentPath, entry.name)))
    .sort();
  assert.ok(routeFiles.length > 50, `${routeFiles.length} route files`);
  const found = routeFiles.flatMap((file) => sqlIn(readFileSync(path.join(apiDir, file), 'utf8')).map((place) => `${file}:${place}`));
  assert.deepEqual(found, []);
});
