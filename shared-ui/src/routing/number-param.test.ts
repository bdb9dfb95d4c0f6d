import { numberParam } from './number-param';

describe('numberParam', () => {
  const params = new URLSearchParams('page=3&zero=0&text=3a&month=13&year=2026&blank=');

  it('reads a whole number within its range', () => {
    expect(numberParam(params, 'page')).toBe(3);
    expect(numberParam(params, 'year', { min: 1000, max: 9999 })).toBe(2026);
  });

  it('gives null for a missing, empty, non-numeric or out-of-range value', () => {
    expect(numberParam(params, 'missing')).toBeNull();
    expect(numberParam(params, 'blank')).toBeNull();
    expect(numberParam(params, 'text')).toBeNull();
    expect(numberParam(params, 'zero')).toBeNull();
    expect(numberParam(params, 'month', { min: 1, max: 12 })).toBeNull();
  });
});
