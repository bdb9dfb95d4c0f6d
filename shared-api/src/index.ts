export { apiClient, configureApiClient, DEFAULT_API_BASE_URL, type ApiClientOptions } from './client';
export * from './entities';
export {
  DEFAULT_ERROR_MESSAGE,
  errorMessageFrom,
  type FieldErrors,
  fieldErrorsFrom,
  isApiCallError,
  isNotFoundError,
  isPassingFailure,
  LONGEST_RETRY_MS,
  retryDelay,
} from './errors';
export { fileUrl } from './files';
export { iri, idFromIri, type Reference, unwrapMembers } from './hydra';
export { joinInfoSentences } from './info-sentences';
export {
  closeLiveFeed,
  DEFAULT_LIVE_FEED_URL,
  followLiveTopics,
  type LiveFeedListener,
  liveFeedPosition,
  openLiveFeed,
  subscribeLiveFeed,
} from './live-feed';
export { acceptsLiveUpdate, type LiveUpdate, type LiveUpdateFilter, liveUpdateOf, liveUpdatesSince, subscribeLiveUpdates } from './live-updates';
export { consoleNotifier, type Notifier, setNotifier } from './notifier';
export * from './resources';
export * from './session';
export { portalStore } from './store';
export { failedFlags, idleFlags, loadedFlags, loadingFlags, type StoreFlags } from './store-flags';
export { onSessionChange, SESSION_CHANGE_EVENT } from './unauthorized';
export * from './rules';
export { foldForSearch, isSearchable, MIN_SEARCH_LENGTH } from './search/user-search-rules';
