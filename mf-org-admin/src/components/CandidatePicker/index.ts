export { CandidatePicker, type Candidates } from './CandidatePicker';
