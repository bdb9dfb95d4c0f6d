import { RetryPlugin } from '@module-federation/retry-plugin';

/** Transient network failures on a remote's manifest or scripts are retried before we fall back. */
export default function retryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 400 },
    script: { retryTimes: 2, retryDelay: 400 },
  });
}
