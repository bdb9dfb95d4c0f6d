import axios from 'axios';
import { installInterceptors } from './interceptors';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Show a failure as an error toast (default `false`). Loaders show failures in their route's error boundary and
     * writes through `writeAndNotify`, so a call toasts by itself only where nothing else would tell the user.
     */
    notifyErrors?: boolean;
    /** Do not treat a 401 answer as a lost session (default `false`), e.g. for login. */
    ignoreUnauthorized?: boolean;
  }
}

export const DEFAULT_API_BASE_URL = '/api';

/** The portal's one HTTP client; remotes never create their own. */
export const apiClient = axios.create({
  baseURL: DEFAULT_API_BASE_URL,
  // The session travels in an HttpOnly cookie.
  withCredentials: true,
  // The API uses no XSRF cookie (it checks Origin, docs/api-contract.md §10). Left on, axios asks the browser's async
  // cookieStore for one before sending each same-origin request: a round trip to the browser process that held
  // every request of the home back by 15 to 50 ms.
  withXSRFToken: false,
  headers: { Accept: 'application/ld+json, application/json' },
});

installInterceptors(apiClient);

export type ApiClientOptions = { baseURL: string };

/** Points the client at another API base URL; call once at start. */
export function configureApiClient({ baseURL }: ApiClientOptions): void {
  apiClient.defaults.baseURL = baseURL;
}
