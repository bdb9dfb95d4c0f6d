import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sqlStatementChunks } from './sql-statement-chunks.ts';

/** Statements whose quoted parts hold semicolons and every closing-quote look-alike a dump can contain. */
const STATEMENTS = [
  "INSERT INTO t VALUES ('a;b', 'it''s; fine', '');",
  `INSERT INTO "odd;name" ("col""; x") VALUES (E'back\\'slash; \\\\', e'\\\\');`,
  'CREATE FUNCTION f() RETURNS text LANGUAGE sql AS $body$ SELECT $$;$$ || \'$body\'; $body$;',
  'SELECT $$a;b$$, $x$ ; $$ ; $x$;',
  "-- a comment with a quote ' and a semicolon ;\nSELECT 1;",
  "\nSELECT 2 /* block ; comment ' */ AS two, price$1 FROM t;",
  "SELECT '--not a comment;', 5-3, 6/2, '/*;*/';",
  "INSERT INTO j SELECT (r.v ->> 0)::jsonb FROM json_array_elements('[[\"{\\\"x\\\": \\\"a'';b\\\"}\"]]') AS r(v);",
];
const SCRIPT = `${STATEMENTS.join('\n')}\n\\unrestrict abc\n`;

async function* inPieces(text: string, size: number) {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

async function chunks(pieceSize: number, chunkChars: number): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of sqlStatementChunks(inPieces(SCRIPT, pieceSize), chunkChars)) out.push(chunk);
  return out;
}

/** Where each statement of the script ends (they are joined by newlines). */
const ENDS = STATEMENTS.map((_, index) => STATEMENTS.slice(0, index + 1).join('\n').length);

describe('sqlStatementChunks', () => {
  test('cuts only after a statement, never inside quoted text or a comment, however the script arrives', async () => {
    for (const pieceSize of [1, 2, 3, 7, 64, SCRIPT.length]) {
      const cut = await chunks(pieceSize, 1);
      assert.equal(cut.join(''), SCRIPT, `piece size ${pieceSize}`);
      let at = 0;
      for (const chunk of cut.slice(0, -1)) {
        at += chunk.length;
        assert.ok(ENDS.includes(at), `piece size ${pieceSize}: cut at ${at}, after ${JSON.stringify(SCRIPT.slice(at - 20, at))}`);
      }
      // Cuts happen as pieces arrive: one character at a time, every statement end is a cut.
      if (pieceSize === 1) assert.equal(cut.length, STATEMENTS.length + 1, 'one chunk per statement and the psql tail');
    }
  });

  test('groups whole statements up to the chunk size', async () => {
    const cut = await chunks(16, 100);
    assert.equal(cut.join(''), SCRIPT);
    assert.ok(cut.length > 1 && cut.length < STATEMENTS.length, `${cut.length} chunks`);
    for (const chunk of cut.slice(0, -1)) assert.ok(chunk.trimEnd().endsWith(';') && chunk.length >= 100, chunk);
  });
});
