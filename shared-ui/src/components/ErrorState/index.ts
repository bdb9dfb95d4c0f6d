export { CardLoadError, ErrorState } from './ErrorState';
