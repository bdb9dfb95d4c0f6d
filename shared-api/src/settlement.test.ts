import { settlementOf, watchSettlement } from './settlement';

describe('settlementOf', () => {
  it('knows at once how a promise watched where it was made has ended', async () => {
    const fulfilled = watchSettlement(Promise.resolve(5));
    const failure = new Error('caído');
    const rejected = watchSettlement(Promise.reject(failure));
    await Promise.allSettled([fulfilled, rejected]);
    expect(settlementOf(fulfilled)).toEqual({ status: 'fulfilled', value: 5 });
    expect(settlementOf(rejected)).toEqual({ status: 'rejected', reason: failure });
  });

  it('reads a settled promise seen for the first time as pending, until a microtask later', async () => {
    const late = Promise.resolve('tarde');
    await late;
    expect(settlementOf(late)).toEqual({ status: 'pending' });
    await Promise.resolve();
    expect(settlementOf(late)).toEqual({ status: 'fulfilled', value: 'tarde' });
  });
});
