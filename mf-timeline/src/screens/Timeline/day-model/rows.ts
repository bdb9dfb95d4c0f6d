import type { TimelineUserDay } from '@portal/shared-api';
import { type Block, blocksOf } from './blocks';
import { type ColourPair, colourPairFor } from './colours';
import { type Span, scheduleSpans } from './shading';

/** What the grid draws for one user: computed once per loaded day, never per frame. */
export type TimelineRow = { user: TimelineUserDay; colours: ColourPair; blocks: Block[]; shading: Span[] };

export function timelineRows(users: readonly TimelineUserDay[], day: string): TimelineRow[] {
  return users.map((user, index) => ({ user, colours: colourPairFor(index), blocks: blocksOf(user, day), shading: scheduleSpans(user.schedule, day) }));
}
