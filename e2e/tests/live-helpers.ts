import type { Page } from '@playwright/test';

type Condition = { selector: string } & ({ gone: true } | { attribute: string; changedFrom: string });

/**
 * Resolves with the page's wall-clock time (ms) at the first DOM change after
 * which `condition` holds: an element gone, or an attribute no longer equal to
 * what it was. Start it before the change; it measures what the user sees,
 * without the polling delay of `expect`.
 */
export function timeWhen(page: Page, condition: Condition): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        const holds = () => {
          const element = document.querySelector(wanted.selector);
          if ('gone' in wanted) return element === null;
          return element !== null && element.getAttribute(wanted.attribute) !== wanted.changedFrom;
        };
        if (holds()) return resolve(Date.now());
        const observer = new MutationObserver(() => {
          if (!holds()) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    condition,
  );
}

/** Marks the document, so a test can tell the page was not reloaded since. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { portalTestMark?: boolean }).portalTestMark = true;
  });
}

export async function wasReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { portalTestMark?: boolean }).portalTestMark !== true);
}

/** Keeps this page off the live feed (a dropped connection), so it shows what it loaded and nothing newer. */
export async function cutLiveFeed(page: Page): Promise<void> {
  await page.route('**/.well-known/mercure**', (route) => route.abort());
}
