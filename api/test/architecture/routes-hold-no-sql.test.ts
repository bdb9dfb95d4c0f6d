/**
 * A feature's route files hold its rules and its answers; its SQL lives in the feature's
 * repository and SQL modules, where the queries of one table can be read side by side. The
 * route files are parsed with swc (as the front end's tests are compiled): their string and template
 * literals and their imports are read, comments left out.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseSync } from '@swc/core';

// The compiled tests run from a copy whose sources are links: the files are read from the real folder.
const apiDir = path.dirname(path.dirname(realpathSync(fileURLToPath(new URL('../../src/app.ts', import.meta.url)))));

/** Statements as the code base writes them, keywords in capitals. */
const STATEMENT = /\bSELECT\s+\S|\bINSERT\s+INTO\b|\bUPDATE\s+\S+\s+(?:\w+\s+)?SET\b|\bDELETE\s+FROM\b/;

type Node = { type?: string; [key: string]: unknown };

/** Every node of swc's syntax tree under `node`. */
function* nodes(node: unknown): Generator<Node> {
  if (Array.isArray(node)) for (const item of node) yield* nodes(item);
  else if (node && typeof node === 'object') {
    if ('type' in node) yield node as Node;
    for (const value of Object.values(node)) yield* nodes(value);
  }
}

type Span = { span: { start: number } };

/** Each SQL of a source as `line: what`, the tag under whatever name sql-template-tag's default import was given. */
function sqlIn(source: string): string[] {
  // swc's spans count bytes from 1.
  const bytes = Buffer.from(source);
  const lineOf = (node: unknown) => bytes.subarray(0, (node as Span).span.start - 1).toString().split('\n').length;
  const tags = new Set(['sql']);
  const tagged = new Set<unknown>();
  const found: string[] = [];
  for (const node of nodes(parseSync(source, { syntax: 'typescript' }).body)) {
    if (node.type === 'ImportDeclaration' && (node.source as { value: string }).value === 'sql-template-tag' && !node.typeOnly) {
      for (const { local } of node.specifiers as { local: { value: string } }[]) tags.add(local.value);
      found.push(`${lineOf(node)}: imports sql-template-tag`);
    } else if (node.type === 'TaggedTemplateExpression' && tags.has((node.tag as { value?: string }).value ?? '')) {
      tagged.add(node.template);
      found.push(`${lineOf(node)}: ${(node.tag as { value: string }).value}\` tag`);
    } else if (node.type === 'StringLiteral' && STATEMENT.test(node.value as string)) {
      found.push(`${lineOf(node)}: ${(node.value as string).trim().split('\n')[0]}`);
    } else if (node.type === 'TemplateLiteral' && !tagged.has(node)) {
      const text = (node.quasis as { raw: string }[]).map(({ raw }) => raw).join(' ');
      if (STATEMENT.test(text)) found.push(`${lineOf(node)}: ${text.trim().split('\n')[0]}`);
    }
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
