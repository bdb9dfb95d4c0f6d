export { DecisionList } from './DecisionList';
export type { Decision, DecisionFact, DecisionRequest, DecisionTexts, RejectMode } from './decision-types';
export { initialsOf } from './PersonAvatar';
