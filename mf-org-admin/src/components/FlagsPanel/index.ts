export { FlagCheckboxes, type FlagOption, FlagsPanel } from './FlagsPanel';
