export { SavingSelect } from './SavingSelect';
