export { DecisionPage } from './DecisionPage';
