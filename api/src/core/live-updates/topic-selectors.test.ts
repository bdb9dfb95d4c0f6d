/**
 * Topic selectors: what they match, and in time linear in the topic. A URI
 * template of consecutive variables (`{a}{b}{c}…`) made the former regular
 * expression try every way of splitting a topic it does not match. The 50 ms
 * per answer is the acceptance rule of the input-bounds finding; inputs grow,
 * so a slow matcher fails on the first one it cannot answer in time instead
 * of hanging on the largest; each input gets the best of three tries.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAX } from '../schemas/common.ts';
import { matchesAny, matchesSelector } from './topic-selectors.ts';

const ANSWER_BUDGET_MS = 50;

describe('topic selectors', () => {
  test('`*`, exact topics and URI templates whose variables take one path segment or part of one', () => {
    const cases: [topic: string, selector: string, expected: boolean][] = [
      ['https://h/api/tasks/55', '*', true],
      ['https://h/api/tasks/55', 'https://h/api/tasks/55', true],
      ['https://h/api/tasks/55', 'https://h/api/tasks/56', false],
      ['https://h/api/tasks/55', 'https://h/api/tasks/{id}', true],
      ['https://h/api/tasks/55/users', 'https://h/api/tasks/{id}', false],
      ['https://h/api/tasks/', 'https://h/api/tasks/{id}', false],
      ['urn:app:team:3', 'urn:app:{kind}:{id}', true],
      ['ab', '{a}{b}', true],
      ['a', '{a}{b}', false],
      ['a/b', '{a}/{b}', true],
      ['a.b', 'a.{x}', true],
      ['axb', 'a.{x}', false],
      ['/api/{id', '/api/{id', true],
    ];
    for (const [topic, selector, expected] of cases) assert.equal(matchesSelector(topic, selector), expected, `${topic} ~ ${selector}`);
    assert.equal(matchesAny(['urn:app:user:1', 'urn:app:team:3'], ['urn:app:team:{id}']), true);
    assert.equal(matchesAny(['urn:app:user:1'], ['urn:app:team:{id}', 'urn:app:admin']), false);
  });

  test(`the worst templates against topics they almost match, each answered in under ${ANSWER_BUDGET_MS} ms`, () => {
    const worst: [topic: string, selector: string][] = [];
    for (const variables of [4, 6, 8, 12, 24, Math.floor(MAX.NAME / 3)]) {
      const topic = 'a'.repeat(Math.min(MAX.NAME, variables * 6));
      worst.push([topic, `${'{a}'.repeat(variables)}/`], [`${topic}/`, '{a}'.repeat(variables)], [topic, `${'{a}a'.repeat(Math.floor(variables * 0.75))}b`]);
    }
    worst.push(['a'.repeat(MAX.NAME), '{'.repeat(MAX.NAME)], ['a'.repeat(MAX.NAME), '{}'.repeat(MAX.NAME / 2)]);
    for (const [topic, selector] of worst) {
      let best = Number.POSITIVE_INFINITY;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const startedAt = performance.now();
        matchesSelector(topic, selector);
        best = Math.min(best, performance.now() - startedAt);
      }
      assert.ok(best < ANSWER_BUDGET_MS, `${selector.slice(0, 40)}… (${selector.length}) against ${topic.length} characters took ${best.toFixed(1)} ms`);
    }
  });
});
