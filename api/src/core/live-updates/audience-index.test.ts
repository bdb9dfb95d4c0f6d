import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AudienceIndex } from './audience-index.ts';

test('finds each stream once under any of an update’s topics, and follows its audience as it is read again', () => {
  const index = new AudienceIndex<{ name: string; allowed: string[] }>();
  const ana = { name: 'ana', allowed: [] };
  const luis = { name: 'luis', allowed: [] };
  index.set(ana, ['urn:app:user:1', 'urn:app:team:7']);
  index.set(luis, ['urn:app:user:2', 'urn:app:team:7']);
  const names = (topics: string[]) => [...index.under(topics)].map((entry) => entry.name).sort();

  assert.deepEqual(names(['/api/tasks/5', 'urn:app:team:7', 'urn:app:user:1']), ['ana', 'luis']);
  assert.deepEqual(names(['/api/tasks/5', 'urn:app:user:2']), ['luis']);
  assert.deepEqual(ana.allowed, ['urn:app:user:1', 'urn:app:team:7']);

  // Ana leaves team 7: its updates no longer find her.
  index.set(ana, ['urn:app:user:1']);
  assert.deepEqual(names(['urn:app:team:7']), ['luis']);
  index.remove(luis);
  assert.deepEqual(names(['urn:app:team:7', 'urn:app:user:2']), []);
  assert.deepEqual(names(['urn:app:user:1']), ['ana']);
});
