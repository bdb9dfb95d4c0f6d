/**
 * Time from a click in the portal's main menu to the next screen's heading,
 * measured inside the page (performance.now, polled every animation frame) so
 * the driver's round trips are not counted.
 */
export async function clickToHeading(page, linkLabel, heading) {
  return page.evaluate(
    ({ linkLabel, heading }) =>
      new Promise((resolve, reject) => {
        const menu = document.querySelector('aside[aria-label="Menú principal"]');
        const link = [...(menu?.querySelectorAll('a') ?? [])].find((anchor) => anchor.textContent?.trim() === linkLabel);
        if (!link) return reject(new Error(`no menu entry ${linkLabel}`));
        const start = performance.now();
        const deadline = start + 20_000;
        const poll = () => {
          const shown = [...document.querySelectorAll('main h1')].some((h1) => h1.textContent?.trim() === heading);
          if (shown) return resolve(performance.now() - start);
          if (performance.now() > deadline) return reject(new Error(`${heading} not shown within 20 s`));
          requestAnimationFrame(poll);
        };
        link.click();
        requestAnimationFrame(poll);
      }),
    { linkLabel, heading },
  );
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
