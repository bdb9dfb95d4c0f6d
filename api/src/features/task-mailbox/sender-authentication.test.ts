import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isSenderVerified, parseAuthenticationResults } from './sender-authentication.ts';

const TRUSTED = 'mx.empresa.es';

describe('Authentication-Results (RFC 8601)', () => {
  test('parses the authserv-id, versions, comments and quoted values', () => {
    const parsed = parseAuthenticationResults('MX.Empresa.es 1; dkim/1=pass (good signature) header.d="Empresa.es" header.s=sel; spf=fail smtp.mailfrom=a@b.c');
    assert.equal(parsed?.authservId, 'mx.empresa.es');
    assert.deepEqual(
      parsed?.results.map((result) => [result.method, result.result, Object.fromEntries(result.properties)]),
      [
        ['dkim', 'pass', { 'header.d': 'empresa.es', 'header.s': 'sel' }],
        ['spf', 'fail', { 'smtp.mailfrom': 'a@b.c' }],
      ],
    );
    assert.equal(parseAuthenticationResults(''), null);
    assert.equal(parseAuthenticationResults('x'.repeat(9_000)), null);
  });

  test('a DMARC pass for the From domain, or an aligned SPF or DKIM pass, vouches for the sender', () => {
    const verified = (header: string, from = 'ana@empresa.es') => isSenderVerified([header], from, TRUSTED);
    assert.equal(verified(`${TRUSTED}; dmarc=pass header.from=empresa.es`), true);
    assert.equal(verified(`${TRUSTED}; dkim=pass header.d=empresa.es`), true);
    assert.equal(verified(`${TRUSTED}; dkim=pass header.i=@correo.empresa.es`), true);
    assert.equal(verified(`${TRUSTED}; spf=pass smtp.mailfrom=rebotes@empresa.es`), true);
    assert.equal(verified(`${TRUSTED}; dmarc=pass header.from=otra.es`), false);
    assert.equal(verified(`${TRUSTED}; dkim=pass header.d=empresa.es.atacante.com`), false);
    assert.equal(verified(`${TRUSTED}; spf=softfail smtp.mailfrom=empresa.es`), false);
    assert.equal(verified(`${TRUSTED}; dmarc=fail (dmarc=pass header.from=empresa.es) header.from=empresa.es`), false);
    assert.equal(verified(`${TRUSTED}; none`), false);
    assert.equal(verified(`mx.atacante.com; dmarc=pass header.from=empresa.es`), false);
  });

  test('only the topmost header counts, and without a trusted server nobody is vouched for', () => {
    const pass = `${TRUSTED}; dmarc=pass header.from=empresa.es`;
    assert.equal(isSenderVerified([`${TRUSTED}; dmarc=fail header.from=empresa.es`, pass], 'ana@empresa.es', TRUSTED), false);
    assert.equal(isSenderVerified([pass, `${TRUSTED}; dmarc=fail`], 'ana@empresa.es', TRUSTED), true);
    assert.equal(isSenderVerified([], 'ana@empresa.es', TRUSTED), false);
    assert.equal(isSenderVerified([pass], 'ana@empresa.es', undefined), false);
  });
});
