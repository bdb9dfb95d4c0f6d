/**
 * The benchmark page, bundled by run-bench.mjs and driven by Playwright:
 * `window.timelineBench` mounts the grid (or the naive one) on generated data
 * and reports times measured inside the page.
 */
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { timelineRows } from '../src/screens/Timeline/day-model';
import { TimelineGrid } from '../src/screens/Timeline/TimelineGrid';
import { BENCH_DAY, generateDepartmentDay } from './generate-day';
import { NaiveGrid } from './NaiveGrid';
import { painted } from '../../scripts/bench/painted.mjs';
import '@portal/shared-ui/styles.css';
import './bench-page.css';

const people = generateDepartmentDay(500);
const host = document.getElementById('root') as HTMLElement;
let root: Root | null = null;
const phases: { model: number; render: number; paint: number }[] = [];

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

function unmount() {
  root?.unmount();
  root = null;
}

/** From data in hand (the API's array) to the grid painted, in ms. */
async function mount(kind: 'timeline' | 'naive'): Promise<number> {
  unmount();
  await painted();
  const start = performance.now();
  const rows = timelineRows(people, BENCH_DAY);
  const modelled = performance.now();
  root = createRoot(host);
  flushSync(() => root?.render(kind === 'timeline' ? <TimelineGrid rows={rows} /> : <NaiveGrid rows={rows} />));
  host.getBoundingClientRect();
  const rendered = performance.now();
  await painted();
  const end = performance.now();
  phases.push({ model: modelled - start, render: rendered - modelled, paint: end - rendered });
  return end - start;
}

/**
 * Scrolls the whole day and all rows in `steps` steps (down and right at once).
 * Per step: the main-thread work of that frame (scroll handling, React commit,
 * style and layout), measured synchronously, since headless frames are paced at 60 Hz.
 */
async function scroll(steps: number): Promise<{ frames: number[]; lastRowShown: boolean; blocksSeen: number }> {
  const scroller = host.querySelector('.timeline-scroll') as HTMLElement;
  const body = host.querySelector('tbody') as HTMLElement;
  const down = scroller.scrollHeight - scroller.clientHeight;
  const right = scroller.scrollWidth - scroller.clientWidth;
  scroller.scrollLeft = 0;
  scroller.scrollTop = 0;
  await frame();
  const frames: number[] = [];
  let blocksSeen = 0;
  for (let step = 1; step <= steps; step += 1) {
    const start = performance.now();
    scroller.scrollTop = (down * step) / steps;
    scroller.scrollLeft = (right * step) / steps;
    scroller.dispatchEvent(new Event('scroll'));
    body.getBoundingClientRect();
    frames.push(performance.now() - start);
    blocksSeen = Math.max(blocksSeen, body.querySelectorAll('.timeline-block').length);
    await frame();
  }
  const lastRowShown = [...body.querySelectorAll('tr')].some((row) => row.getAttribute('aria-label') === people.at(-1)?.name);
  return { frames, lastRowShown, blocksSeen };
}

declare global {
  interface Window {
    timelineBench: typeof api;
  }
}

const api = {
  people: people.length,
  histories: people.reduce((sum, user) => sum + [...user.tasks, ...user.subtasks].reduce((count, work) => count + work.histories.length, 0), 0),
  mount,
  scroll,
  unmount,
  phases: () => phases,
  domNodes: () => document.getElementsByTagName('*').length,
};
window.timelineBench = api;
