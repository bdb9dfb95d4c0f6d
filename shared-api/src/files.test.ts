import { configureApiClient, DEFAULT_API_BASE_URL } from './client';
import { fileUrl } from './files';

afterEach(() => configureApiClient({ baseURL: DEFAULT_API_BASE_URL }));

describe('fileUrl', () => {
  it('is /api/files/{id} under the client base URL', () => {
    expect(fileUrl(9)).toBe('/api/files/9');
    configureApiClient({ baseURL: 'https://portal.example/api' });
    expect(fileUrl(9)).toBe('https://portal.example/api/files/9');
  });
});
