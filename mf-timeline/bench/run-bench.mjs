/**
 * `pnpm --filter ./mf-timeline bench` (run by the root `pnpm run bench`, under
 * `flock /tmp/portal-ports.lock`): the timeline grid in Chromium on 500
 * generated people, against the naive one-cell-per-minute grid, then the API
 * endpoint on 500 people (api/bench/timeline.bench.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { bundleBenchPage, launchBenchBrowser, median } from '../../scripts/bench/browser-bench.mjs';
import { printBenchLines } from '../../scripts/bench/report-line.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..');
const out = mkdtempSync(path.join(tmpdir(), 'timeline-bench-'));
const MOUNTS = 5;
const SCROLL_STEPS = 400;

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

const bundle = () => bundleBenchPage(build, { entry: path.join(here, 'bench-page.tsx'), outDir: out });

async function measureGrid() {
  const browser = await launchBenchBrowser(chromium);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(pathToFileURL(path.join(out, 'index.html')).href);
    const { people, histories } = await page.evaluate(() => ({ people: window.timelineBench.people, histories: window.timelineBench.histories }));
    console.error(`# timeline grid: ${people} people, ${histories} histories`);
    const mounts = [];
    for (let mount = 0; mount < MOUNTS; mount += 1) mounts.push(await page.evaluate(() => window.timelineBench.mount('timeline')));
    const domNodes = await page.evaluate(() => window.timelineBench.domNodes());
    const scroll = await page.evaluate((steps) => window.timelineBench.scroll(steps), SCROLL_STEPS);
    if (!scroll.lastRowShown || scroll.blocksSeen === 0) throw new Error('the scroll did not reach the last row or showed no block');
    const phases = await page.evaluate(() => window.timelineBench.phases());
    console.error(`# phases (model/render/paint ms): ${phases.map((p) => [p.model, p.render, p.paint].map((ms) => ms.toFixed(1)).join('/')).join(', ')}`);
    const naive = await page.evaluate(() => window.timelineBench.mount('naive'));
    const firstRender = median(mounts);
    console.error(`# first renders (ms): ${mounts.map((ms) => ms.toFixed(1)).join(', ')}; naive: ${naive.toFixed(0)} ms`);
    return [
      { name: 'timeline-first-render-ms', value: firstRender, unit: 'ms', budget: 100, better: 'lower' },
      { name: 'timeline-dom-nodes', value: domNodes, unit: 'nodes', budget: 5000, better: 'lower', digits: 0 },
      { name: 'timeline-scroll-frame-p95-ms', value: percentile(scroll.frames, 95), unit: 'ms', budget: 16, better: 'lower' },
      { name: 'timeline-vs-naive', value: naive / firstRender, unit: 'x', budget: 50, better: 'higher' },
    ];
  } finally {
    await browser.close();
  }
}

let failed = false;
try {
  await bundle();
  printBenchLines(await measureGrid());
} catch (error) {
  console.error(`# timeline grid benchmark failed: ${error instanceof Error ? error.stack : error}`);
  failed = true;
} finally {
  rmSync(out, { recursive: true, force: true });
}
if (process.env.TIMELINE_BENCH_SKIP_API === '1') process.exit(failed ? 1 : 0);
const api = spawnSync('pnpm', ['--silent', '--filter', './api', 'exec', 'tsx', 'bench/timeline.bench.ts'], { cwd: root, stdio: 'inherit' });
process.exitCode = failed || api.status !== 0 ? 1 : 0;
