export { ThisWeek as Component } from './ThisWeek';
