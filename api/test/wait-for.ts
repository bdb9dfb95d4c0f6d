/** Polls `check` until it returns a value other than undefined/false; fails after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Waits until each runner has run `cycles` whole cycles more than when called: the second one
 * started after the call, so whatever the runners would still do at this clock has been done.
 */
export async function afterRunnerCycles(runners: { cyclesCompleted(): number }[], cycles = 2): Promise<void> {
  const targets = runners.map((runner) => runner.cyclesCompleted() + cycles);
  await waitFor(async () => runners.every((runner, index) => runner.cyclesCompleted() >= (targets[index] ?? 0)), 10_000, 'the runners’ next cycles');
}
