import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compatibilityProblems } from './compatibility-gate.ts';

const platform = {
  shared: [
    { name: 'react', version: '19.3.1' },
    { name: '@portal/shared-api', version: '1.4.0' },
  ],
};

test('a release whose singletons the shell provides in range passes', () => {
  const needs = [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.0', singleton: true },
    { name: '@portal/shared-api', version: '1.4.0', requiredVersion: '^1.2.0', singleton: true },
    // Bundled by the remote itself: the shell need not have it.
    { name: 'dnd-kit', version: '6.3.1', requiredVersion: '^6.0.0', singleton: false },
  ];
  assert.deepEqual(compatibilityProblems(needs, platform), []);
});

test('each unmet need is named with the version needed and the version live', () => {
  const needs = [
    { name: '@portal/shared-api', requiredVersion: '^1.5.0', singleton: true },
    { name: 'jotai', requiredVersion: '^3.0.0', singleton: true },
    { name: 'react', requiredVersion: false as const, singleton: true },
  ];
  assert.deepEqual(compatibilityProblems(needs, platform), [
    'El módulo necesita @portal/shared-api ^1.5.0 y el shell en servicio ofrece 1.4.0.',
    'El módulo necesita jotai ^3.0.0 y el shell en servicio no lo ofrece.',
  ]);
});
