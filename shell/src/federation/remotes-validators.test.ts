import { readFileSync } from 'node:fs';
// @ts-expect-error: a plain ES module script without types.
import { GENERATED_FILE, generatedValidators } from '../../scripts/generate-remotes-validator.mjs';

describe('the precompiled remotes validators', () => {
  it('match config/remotes.schema.json (run node scripts/generate-remotes-validator.mjs after changing it)', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(generatedValidators());
  });
});
