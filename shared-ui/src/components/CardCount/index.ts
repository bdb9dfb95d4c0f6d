export { CardCount } from './CardCount';
