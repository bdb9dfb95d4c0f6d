import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MODULE_NAMES, moduleName } from '.';

const ROOT = path.join(__dirname, '../../..');

describe('module names', () => {
  it('names each remote as its own standalone page does', () => {
    for (const federationName of Object.keys(MODULE_NAMES)) {
      const config = readFileSync(path.join(ROOT, federationName.replaceAll('_', '-'), 'webpack.config.cjs'), 'utf8');
      const title = /standaloneTitle: '([^'·]+) ·/.exec(config)?.[1]?.trim();
      expect(`${federationName}: ${moduleName(federationName)}`).toBe(`${federationName}: ${title}`);
    }
    // The remotes of the portal's own repository are all named; one added later shows its federation name until it is.
    expect(Object.keys(MODULE_NAMES).length).toBeGreaterThanOrEqual(6);
  });

  it('keeps the federation name of a remote it does not know', () => {
    expect(moduleName('mf_encuestas')).toBe('mf_encuestas');
  });
});
