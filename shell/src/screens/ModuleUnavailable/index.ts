export { MODULE_UNAVAILABLE_TEXT, ModuleUnavailable } from './ModuleUnavailable';
