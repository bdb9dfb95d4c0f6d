export { LoadError } from './LoadError';
