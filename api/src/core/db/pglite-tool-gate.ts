/**
 * PGlite's tools (pg_dump) drive its one connection themselves, outside the
 * locks its `query` and `transaction` take. The gate keeps the API's own work
 * off the connection meanwhile: a tool starts once the statements and
 * transactions already under way have ended, and new ones wait until it is done.
 */
export function toolGate() {
  let inFlight = 0;
  let toolRunning = false;
  let toolDone: Promise<void> = Promise.resolve();
  let onDrained: (() => void) | undefined;

  function leave() {
    inFlight -= 1;
    if (inFlight === 0) onDrained?.();
  }

  return {
    /** Runs the API's `work` (a statement, a whole transaction) when no tool holds the connection. */
    async inside<T>(work: () => Promise<T>): Promise<T> {
      // The check and the count happen in one synchronous step after the wait, so a tool cannot start in between.
      while (toolRunning) await toolDone;
      inFlight += 1;
      try {
        return await work();
      } finally {
        leave();
      }
    },
    /** Runs a tool alone on the connection; `after` runs before anyone else may go on. */
    async alone<T>(tool: () => Promise<T>, after: () => void): Promise<T> {
      while (toolRunning) await toolDone;
      toolRunning = true;
      let release = () => {};
      toolDone = new Promise<void>((resolve) => {
        release = resolve;
      });
      try {
        if (inFlight > 0) await new Promise<void>((resolve) => (onDrained = resolve));
        return await tool();
      } finally {
        onDrained = undefined;
        after();
        toolRunning = false;
        release();
      }
    },
  };
}
