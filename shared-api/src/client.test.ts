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
});
