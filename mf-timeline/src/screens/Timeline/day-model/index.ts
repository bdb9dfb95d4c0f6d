export { type Block, blocksOf, JOIN_GAP_MINUTES, MIN_EVENT_MINUTES } from './blocks';
export { type ColourPair, COLOUR_PAIRS, colourPairFor } from './colours';
export { clampToDay, DAY_MINUTES, minuteOfDay, wallClock } from './minutes';
export { type TimelineRow, timelineRows } from './rows';
export { type Span, scheduleSpans } from './shading';
