import type { Page } from '@playwright/test';

/** WCAG 2.5.8: the smallest target any control may offer. */
export const MIN_TARGET = 24;
/** What a finger needs for the main actions. */
export const TOUCH_TARGET = 44;

/**
 * What does not fit a phone on the open page, one line per fault: the page scrolling sideways, an element wider than
 * the screen, a control cut off by the screen's edge or by a box that hides its overflow, a visible control under
 * 24 × 24 px, a primary button or bottom-bar place under 44 px high. What sits inside a box that scrolls sideways on
 * its own (a wide table) is that box's business; a link inside a sentence is exempt, as WCAG 2.5.8 says.
 */
export async function phoneFitProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ minTarget, touchTarget }) => {
      const viewport = document.documentElement.clientWidth;
      const problems: string[] = [];
      const name = (element: Element) => {
        const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).filter(Boolean) : [];
        const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        return `${element.tagName.toLowerCase()}${classes.map((css) => `.${css}`).join('')} "${text}"`;
      };
      const shown = (element: Element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
      };
      const scrollsSideways = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
      const insideScroller = (element: Element) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (scrollsSideways(parent)) return true;
        }
        return false;
      };
      const clippedBy = (element: Element) => {
        const box = element.getBoundingClientRect();
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (scrollsSideways(parent) || style.overflowY === 'auto' || style.overflowY === 'scroll') return null;
          if (![style.overflowX, style.overflowY].some((overflow) => overflow === 'hidden' || overflow === 'clip')) continue;
          const frame = parent.getBoundingClientRect();
          if (box.left < frame.left - 1 || box.right > frame.right + 1 || box.top < frame.top - 1 || box.bottom > frame.bottom + 1) return parent;
        }
        return null;
      };
      const inSentence = (element: Element) =>
        element.matches('a, .link-button') &&
        ['inline', 'inline-block'].includes(getComputedStyle(element).display) &&
        (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
      // A timeline block is as wide as the minutes it lasted (WCAG 2.5.8's "essential" exception): only its height counts.
      const essentialWidth = (element: Element) => element.matches('.timeline-block');

      if (document.documentElement.scrollWidth > viewport) problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px`);
      for (const element of document.body.querySelectorAll('*')) {
        if (!shown(element) || insideScroller(element)) continue;
        const { width } = element.getBoundingClientRect();
        if (width > viewport + 0.5) problems.push(`wider than the screen (${Math.round(width)} px): ${name(element)}`);
      }
      const controls = document.body.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="checkbox"], [role="switch"], [role="tab"], [role="link"], [role="menuitem"]',
      );
      for (const control of controls) {
        if (!shown(control)) continue;
        const box = control.getBoundingClientRect();
        // A visually hidden input: its label is what the finger touches, and the label is checked as a control's text.
        if (box.width <= 1 || box.height <= 1) continue;
        if (!insideScroller(control) && (box.left < -0.5 || box.right > viewport + 0.5)) problems.push(`cut off by the screen's edge: ${name(control)}`);
        const clipper = clippedBy(control);
        if (clipper) problems.push(`cut off by ${name(clipper).split(' ')[0]}: ${name(control)}`);
        const narrow = box.width < minTarget - 0.5 && !essentialWidth(control);
        if (!inSentence(control) && (narrow || box.height < minTarget - 0.5)) {
          problems.push(`smaller than ${minTarget} × ${minTarget} px (${Math.round(box.width)} × ${Math.round(box.height)}): ${name(control)}`);
        }
        if (control.matches('.btn-primary, .bottom-bar-link') && box.height < touchTarget - 0.5) {
          problems.push(`a main action under ${touchTarget} px high (${Math.round(box.height)}): ${name(control)}`);
        }
      }
      return problems;
    },
    { minTarget: MIN_TARGET, touchTarget: TOUCH_TARGET },
  );
}
