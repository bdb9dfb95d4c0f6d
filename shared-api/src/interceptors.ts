import { type AxiosInstance, type AxiosResponse, isAxiosError, isCancel } from 'axios';
import { errorMessageFrom } from './errors';
import { joinInfoSentences } from './info-sentences';
import { currentNotifier } from './notifier';
import { handleUnauthorized } from './unauthorized';

function announceInfo(response: AxiosResponse): AxiosResponse {
  const message = joinInfoSentences(response.data);
  if (message !== null) currentNotifier().info(message);
  return response;
}

function reportFailure(error: unknown): Promise<never> {
  // A cancelled call (e.g. a router navigation aborting a loader) is not a failure.
  if (isCancel(error)) return Promise.reject(error);
  const config = isAxiosError(error) ? error.config : undefined;
  if (isAxiosError(error) && error.response?.status === 401 && !config?.ignoreUnauthorized) handleUnauthorized();
  if (config?.notifyErrors === true) currentNotifier().error(errorMessageFrom(error));
  return Promise.reject(error);
}

/** The error rule, the 401 rule and info messages, for every call of the client. */
export function installInterceptors(client: AxiosInstance): void {
  client.interceptors.response.use(announceInfo, reportFailure);
}
