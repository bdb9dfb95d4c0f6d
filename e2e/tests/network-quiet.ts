import type { Page, Request } from '@playwright/test';

/**
 * Follows the page's requests, its live feed aside (a stream never ends), so a test can wait until none has been in
 * flight for `quietMs`: a screen whose last read answered is drawn. Playwright's `networkidle` waits 500 ms of
 * silence on every page, which a sweep of every screen pays for each one.
 */
export function followRequests(page: Page) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return {
    /** Resolves once nothing was in flight for `quietMs`, or after `patienceMs` with what is still in flight ignored. */
    async quiet(quietMs = 200, patienceMs = 5_000): Promise<void> {
      const deadline = Date.now() + patienceMs;
      let quietSince = Date.now();
      while (Date.now() < deadline) {
        if (inFlight.size > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) return;
        await page.waitForTimeout(25);
      }
    },
  };
}
