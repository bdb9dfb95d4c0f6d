import assert from 'node:assert/strict';
import { test } from 'node:test';
import fp from 'fastify-plugin';
import { inDependencyOrder } from './features.ts';

const feature = (name: string, dependencies: string[] = []) => fp(async () => {}, { name, dependencies });
const names = (plugins: object[]) => plugins.map((plugin) => (plugin as { [key: symbol]: { name: string } })[Symbol.for('plugin-meta')]?.name);

test('a feature comes after the features it depends on, the list order kept otherwise', () => {
  const plugins = [feature('tasks', ['decisions', 'db']), feature('audit'), feature('decisions', ['notifications']), feature('notifications')];
  assert.deepEqual(names(inDependencyOrder(plugins)), ['notifications', 'decisions', 'tasks', 'audit']);
});

test('features that depend on each other or a name used twice stop the start', () => {
  assert.throws(() => inDependencyOrder([feature('users', ['schedules']), feature('schedules', ['users'])]), /users → schedules → users/);
  assert.throws(() => inDependencyOrder([feature('tags'), feature('tags')]), /named tags/);
});
