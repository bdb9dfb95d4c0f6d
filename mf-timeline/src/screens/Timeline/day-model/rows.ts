import type { TimelineUserDay } from '@portal/shared-api';
import { type Block, blocksOf } from './blocks';
import { type ColourPair, colourPairFor } from './colours';
import { type Span, scheduleSpans } from './shading';

/** What the grid draws for one user. */
export type TimelineRow = {
  user: TimelineUserDay;
  colours: ColourPair;
  /** The blocks and the shading, worked out the first time the row is drawn and then kept. */
  readonly blocks: Block[];
  readonly shading: Span[];
};

/** Rows work out their blocks lazily: a first render of 500 people only pays for the rows in view. */
export function timelineRows(users: readonly TimelineUserDay[], day: string): TimelineRow[] {
  return users.map((user, index) => {
    let blocks: Block[] | undefined;
    let shading: Span[] | undefined;
    return {
      user,
      colours: colourPairFor(index),
      get blocks() {
        blocks ??= blocksOf(user, day);
        return blocks;
      },
      get shading() {
        shading ??= scheduleSpans(user.schedule, day);
        return shading;
      },
    };
  });
}
