export { type Choice, ChoiceSelect } from './ChoiceSelect';
