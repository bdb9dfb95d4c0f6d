import type { Task } from '@portal/shared-api';
import { byBoardOrder, compareBoardRanks, midpointRank, rankAbove, rankOfPlace } from './board-ranks';

const task = (id: number, boardRank: string) => ({ id, boardRank }) as Task;

describe('board ranks, exact decimals as text', () => {
  it('compares by value, whatever the number of digits', () => {
    expect(compareBoardRanks('10', '9.999')).toBeGreaterThan(0);
    expect(compareBoardRanks('1795949368.5', '1795949368.4999999')).toBeGreaterThan(0);
    expect(compareBoardRanks('2.50', '2.5')).toBe(0);
    expect(compareBoardRanks('0.25', '00.3')).toBeLessThan(0);
  });

  it('halves a gap exactly, far past what a double tells apart', () => {
    let low = '1795949368.477';
    const high = '1795949369.477';
    for (let round = 0; round < 80; round += 1) {
      const middle = midpointRank(low, high);
      expect(compareBoardRanks(middle, low)).toBeGreaterThan(0);
      expect(compareBoardRanks(middle, high)).toBeLessThan(0);
      low = middle;
    }
    expect(Number(low)).toBe(Number(high));
  });

  it('gives the midpoint and the rank above as the API does', () => {
    expect(midpointRank('3', '2')).toBe('2.5');
    expect(midpointRank('896673665.477', '0')).toBe('448336832.7385');
    expect(rankAbove('1795949368.477')).toBe('1795949369.477');
    expect(rankAbove('9')).toBe('10');
  });

  it('orders a column highest first, then newest, and guesses the rank of a place', () => {
    const column = [task(1, '5'), task(2, '7'), task(3, '5'), task(4, '6.5')].sort(byBoardOrder);
    expect(column.map((card) => card.id)).toEqual([2, 4, 3, 1]);
    expect(rankOfPlace(column, null, '1')).toBe('8');
    expect(rankOfPlace(column, 2, '1')).toBe('6.75');
    expect(rankOfPlace(column, 1, '1')).toBe('2.5');
    expect(rankOfPlace([], null, '1')).toBe('1');
  });
});
