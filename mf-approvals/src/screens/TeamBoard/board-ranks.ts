import type { Task } from '@portal/shared-api';

/**
 * A card's board rank is the API's exact decimal as text, never negative (highest first). Halving a gap again and
 * again goes past what a double holds, so ranks are compared and halved here digit by digit, never as numbers.
 */
const partsOf = (rank: string) => {
  const [whole = '0', fraction = ''] = rank.split('.');
  return { whole: whole.replace(/^0+(?=\d)/, ''), fraction };
};

/** Negative when `a` is the lower rank, positive when it is the higher, zero when they are equal. */
export function compareBoardRanks(a: string, b: string): number {
  const x = partsOf(a);
  const y = partsOf(b);
  if (x.whole.length !== y.whole.length) return x.whole.length - y.whole.length;
  const width = Math.max(x.fraction.length, y.fraction.length);
  const digitsOfX = x.whole + x.fraction.padEnd(width, '0');
  const digitsOfY = y.whole + y.fraction.padEnd(width, '0');
  return digitsOfX === digitsOfY ? 0 : digitsOfX < digitsOfY ? -1 : 1;
}

const scaledTo = (rank: string, scale: number) => {
  const { whole, fraction } = partsOf(rank);
  return BigInt(whole + fraction.padEnd(scale, '0'));
};
const withScale = (digits: bigint, scale: number) => {
  const text = digits.toString().padStart(scale + 1, '0');
  return scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
};

/** The rank halfway between two, exactly: what the API gives a card dropped between them. */
export function midpointRank(a: string, b: string): string {
  const scale = Math.max(partsOf(a).fraction.length, partsOf(b).fraction.length);
  // (a + b) / 2 = (a + b) × 5 / 10: one more decimal, no rounding.
  return withScale((scaledTo(a, scale) + scaledTo(b, scale)) * 5n, scale + 1);
}

/** One above a rank: what the API gives a card put first in its column. */
export function rankAbove(rank: string): string {
  const scale = partsOf(rank).fraction.length;
  return withScale(scaledTo(rank, scale) + 10n ** BigInt(scale), scale);
}

const rankOf = (task: Task) => task.boardRank ?? '0';

/** A column's cards as the board shows them: highest rank first, then newest. */
export const byBoardOrder = (a: Task, b: Task) => compareBoardRanks(rankOf(b), rankOf(a)) || b.id - a.id;

/**
 * The rank the API will give a card placed after `afterId` in `column` (its cards in board order, the card itself
 * left out), or first there when `afterId` is null: shown at once, replaced by the server's answer.
 */
export function rankOfPlace(column: Task[], afterId: number | null, current: string | undefined): string | undefined {
  if (afterId === null) return column[0] ? rankAbove(rankOf(column[0])) : current;
  const at = column.findIndex((task) => task.id === afterId);
  const after = column[at];
  if (!after) return current;
  const next = column[at + 1];
  return midpointRank(rankOf(after), next ? rankOf(next) : '0');
}
