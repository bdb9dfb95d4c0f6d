/**
 * Who gets the next free pooled connection. A request runs its statements one after another, each asking for a
 * connection again, and a pool serves them in the order they ask: when requests queue, one that needs seven
 * statements waits seven times behind every request that arrived meanwhile. Under load that made the requests with
 * the most statements (a schedule request, a move) the slowest by far, in bursts. Here a request that has already
 * asked once goes before those that have not begun, so a request waits for a connection about once, when it starts.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import PQueue from 'p-queue';

type Piece = { begun: boolean };

const pieceOfWork = new AsyncLocalStorage<Piece>();

/** Runs `rest` (the rest of a request) as one piece of work: its later statements go before new work's first. */
export function asOnePieceOfWork(rest: () => void): void {
  pieceOfWork.run({ begun: false }, rest);
}

/** Turns at `connections` connections: `take(use)` runs `use` once one is free, with the priority described above. */
export function connectionTurns(connections: number) {
  const queue = new PQueue({ concurrency: connections });
  return {
    take<T>(use: () => Promise<T>): Promise<T> {
      const piece = pieceOfWork.getStore();
      const priority = piece?.begun ? 1 : 0;
      if (piece) piece.begun = true;
      // The queue calls `use` from whichever work freed the turn: bound, it runs in its own request's context.
      return queue.add(AsyncLocalStorage.bind(use), { priority });
    },
    /** Work waiting for a turn (tests, diagnostics). */
    get waiting(): number {
      return queue.size;
    },
  };
}
