import { resetAllStores } from '../session';
import { CARD_FRESH_MS, portalQueryClient } from './query-client';

afterEach(() => resetAllStores());

describe("the portal's query cache", () => {
  it('forgets every answer when the session ends, so the next person reads their own', async () => {
    await portalQueryClient.prefetchQuery({ queryKey: ['card', 'mf_demo.teams'], queryFn: async () => ['Soporte'] });
    expect(portalQueryClient.getQueryData(['card', 'mf_demo.teams'])).toEqual(['Soporte']);
    resetAllStores();
    expect(portalQueryClient.getQueryData(['card', 'mf_demo.teams'])).toBeUndefined();
  });

  it('reads a failed query once, leaving the failure to its card rather than repeating the read', async () => {
    const read = jest.fn(async () => {
      throw new Error('Error interno');
    });
    await portalQueryClient.prefetchQuery({ queryKey: ['card', 'mf_demo.failing'], queryFn: read });
    expect(read).toHaveBeenCalledTimes(1);
    expect(portalQueryClient.getQueryState(['card', 'mf_demo.failing'])?.error).toEqual(new Error('Error interno'));
  });

  it(`does not read an answer younger than ${CARD_FRESH_MS} ms again, and reads an older one`, async () => {
    const read = jest.fn(async () => 'respuesta');
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    try {
      await portalQueryClient.prefetchQuery({ queryKey: ['card', 'mf_demo.fresh'], queryFn: read });
      clock.mockReturnValue(now + CARD_FRESH_MS - 1);
      await portalQueryClient.prefetchQuery({ queryKey: ['card', 'mf_demo.fresh'], queryFn: read });
      expect(read).toHaveBeenCalledTimes(1);
      clock.mockReturnValue(now + CARD_FRESH_MS + 1);
      await portalQueryClient.prefetchQuery({ queryKey: ['card', 'mf_demo.fresh'], queryFn: read });
      expect(read).toHaveBeenCalledTimes(2);
    } finally {
      clock.mockRestore();
    }
  });
});
