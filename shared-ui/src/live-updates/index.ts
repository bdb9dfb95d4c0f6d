export { type LiveUpdateOptions, type LiveUpdateReaction, useLiveUpdates } from './use-live-updates';
