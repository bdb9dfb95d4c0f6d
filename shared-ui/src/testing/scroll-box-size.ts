/** jsdom lays nothing out: give every scroll box a size so virtualised lists show their rows. */
export function giveScrollBoxesASize() {
  for (const [property, value] of [
    ['clientHeight', 600],
    ['clientWidth', 1200],
  ] as const) {
    Object.defineProperty(HTMLElement.prototype, property, { configurable: true, get: () => value });
  }
}
