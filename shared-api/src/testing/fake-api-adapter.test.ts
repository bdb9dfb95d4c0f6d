import { isAxiosError } from 'axios';
import { apiClient } from '../client';
import { failOnUnexpectedCalls, installFakeApi } from './fake-api-adapter';

describe('installFakeApi', () => {
  it('answers listed calls and refuses, records and reports any other call', async () => {
    const api = installFakeApi({ 'GET /api/teams?deleted=false': () => ({ status: 200, data: { ok: 1 } }) });
    try {
      await expect(apiClient.get('teams', { params: { deleted: false }, notifyErrors: false })).resolves.toMatchObject({ data: { ok: 1 } });
      const refused = await apiClient.get('users/9', { notifyErrors: false }).catch((error: unknown) => error);
      expect(isAxiosError(refused) && refused.response).toBe(undefined);
      expect(api.calls.map((call) => call.key)).toEqual(['GET /api/teams?deleted=false']);
      expect(api.unexpected).toEqual(['GET /api/users/9']);
      expect(failOnUnexpectedCalls).toThrow('Unexpected API calls (list them in the test\'s fake routes): GET /api/users/9');
      // Reported once: the check after this test finds nothing left.
      expect(failOnUnexpectedCalls).not.toThrow();
    } finally {
      api.restore();
    }
  });
});
