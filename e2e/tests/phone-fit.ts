import type { Page } from '@playwright/test';

/** WCAG 2.5.8: the smallest target any control may offer. */
export const MIN_TARGET = 24;
/** What a finger needs for the main actions. */
export const TOUCH_TARGET = 44;

/**
 * What does not fit a phone on the open page, one line per fault: the page scrolling sideways, an element wider than
 * the screen, a control cut off by the screen's edge or by a box that hides its overflow, content cut inside a box
 * that hides its overflow (unless it ends in an ellipsis), a box that scrolls sideways with no sign of it (the shared
 * table box's edge shadows, or snap points where the next item peeks) or that no keyboard can reach, a field or
 * select showing part of a value that would fit on the screen, a visible control under 24 × 24 px, a primary button
 * or bottom-bar place under 44 px high. What sits inside a box that scrolls sideways on its own (a wide table) is
 * that box's business; a link inside a sentence is exempt, as WCAG 2.5.8 says.
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

      const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
      // A box shows that it scrolls by a shadow that stays at its edge while its content moves (the shared
      // .table-scroll), or by snapping so the next item peeks in.
      const showsItScrolls = (style: CSSStyleDeclaration) => style.backgroundAttachment.includes('local') || style.scrollSnapType !== 'none';
      // The width the screen's content has (inside its margins): a value wider than that can only be shown in part.
      const content = document.querySelector('.page') ?? document.querySelector('main') ?? document.body;
      const contentStyle = getComputedStyle(content);
      const room = content.clientWidth - Number.parseFloat(contentStyle.paddingLeft) - Number.parseFloat(contentStyle.paddingRight);

      if (document.documentElement.scrollWidth > viewport) problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px`);
      for (const element of document.body.querySelectorAll('*')) {
        const style = getComputedStyle(element);
        const { width, height } = element.getBoundingClientRect();
        if (style.visibility === 'hidden' || width <= 0 || height <= 0) continue;
        // A visually hidden text is clipped to nothing on purpose.
        const hidesOnPurpose = style.clip !== 'auto' || style.clipPath !== 'none';
        const overflows = !hidesOnPurpose && element.scrollWidth > element.clientWidth + 1 && !element.matches('input, select, textarea');
        if (overflows && ['hidden', 'clip'].includes(style.overflowX) && style.textOverflow !== 'ellipsis') {
          problems.push(`content cut inside (${element.scrollWidth} px in ${element.clientWidth}): ${name(element)}`);
        }
        if (overflows && ['auto', 'scroll'].includes(style.overflowX)) {
          if (!showsItScrolls(style)) problems.push(`scrolls sideways with no sign of it (${element.scrollWidth} px in ${element.clientWidth}): ${name(element)}`);
          if ((element as HTMLElement).tabIndex < 0 && !element.querySelector(focusable)) problems.push(`scrolls sideways out of a keyboard's reach: ${name(element)}`);
        }
        if (!insideScroller(element) && width > viewport + 0.5) problems.push(`wider than the screen (${Math.round(width)} px): ${name(element)}`);
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
      // A field's text scrolls inside it; a date, a time or a select draws its value at its own width, measured here on
      // a copy left to size itself (a select's copy holds the chosen option only). Copies are measured together, in
      // one layout.
      const fields = [...document.body.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].filter(
        (field) => shown(field) && !['checkbox', 'radio', 'file', 'range', 'color', 'hidden'].includes(field.type),
      );
      const drawn = (field: HTMLInputElement | HTMLSelectElement) => field instanceof HTMLSelectElement || /^(date|time|datetime-local|month|week)$/.test(field.type);
      const copies = fields.filter(drawn).map((field) => {
        const copy = field.cloneNode(false) as HTMLInputElement | HTMLSelectElement;
        if (field instanceof HTMLSelectElement) {
          const chosen = field.selectedOptions[0];
          if (chosen) copy.append(chosen.cloneNode(true));
        } else copy.value = field.value;
        copy.removeAttribute('id');
        copy.setAttribute('aria-hidden', 'true');
        for (const [property, value] of Object.entries({ width: 'auto', 'min-width': '0', 'max-width': 'none', position: 'absolute', visibility: 'hidden' })) {
          copy.style.setProperty(property, value, 'important');
        }
        field.after(copy);
        return [field, copy] as const;
      });
      const needs = new Map(copies.map(([field, copy]) => [field, copy.getBoundingClientRect().width]));
      for (const [, copy] of copies) copy.remove();
      for (const field of fields) {
        const { width } = field.getBoundingClientRect();
        const need = needs.get(field) ?? width - field.clientWidth + field.scrollWidth;
        const value = field instanceof HTMLSelectElement ? (field.selectedOptions[0]?.text ?? '') : field.type === 'password' ? '' : field.value;
        if (need > width + 1 && need <= room + 0.5) problems.push(`shows part of its value (${Math.round(need)} px in ${Math.round(width)}): ${name(field)} = "${value}"`);
      }
      return problems;
    },
    { minTarget: MIN_TARGET, touchTarget: TOUCH_TARGET },
  );
}
