export { ModuleUnavailable } from './ModuleUnavailable';
