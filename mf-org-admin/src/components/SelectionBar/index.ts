export { type Choice, ChoiceSelect, ShowDeletedCheckbox, visibleChoices } from './SelectionBar';
