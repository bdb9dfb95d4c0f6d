export { RequestCard } from './RequestCard';
