import { apiClient, configureApiClient, DEFAULT_API_BASE_URL } from './client';

describe('apiClient', () => {
  afterEach(() => configureApiClient({ baseURL: DEFAULT_API_BASE_URL }));

  it('talks JSON-LD to /api with the session cookie', () => {
    expect(apiClient.defaults.baseURL).toBe('/api');
    expect(apiClient.defaults.withCredentials).toBe(true);
    expect(apiClient.defaults.headers.Accept).toBe('application/ld+json, application/json');
  });

  it('can be pointed at another base URL', () => {
    configureApiClient({ baseURL: 'https://portal.example/api' });
    expect(apiClient.getUri({ url: 'users' })).toBe('https://portal.example/api/users');
  });

  it('sends a request at once, without asking the browser for a cookie first', async () => {
    const cookieStore = { get: jest.fn(() => new Promise<never>(() => undefined)) };
    Object.defineProperty(window, 'cookieStore', { value: cookieStore, configurable: true });
    const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
    try {
      void apiClient.get('users').catch(() => undefined);
      for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
      expect(send).toHaveBeenCalledTimes(1);
      expect(cookieStore.get).not.toHaveBeenCalled();
    } finally {
      send.mockRestore();
      Reflect.deleteProperty(window, 'cookieStore');
    }
  });
});
