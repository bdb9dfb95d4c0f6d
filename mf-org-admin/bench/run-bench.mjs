/**
 * `pnpm --filter ./mf-org-admin bench` (run by the root `pnpm run bench`):
 * the organisation tree in Chromium on the scale dataset's chart (5,000
 * people, api/bench/organisation-chart-export.ts), from the data in hand to
 * the first painted frame, median of 5 mounts; then every unit opened at once
 * (a reference: the lines are virtualised, so the DOM keeps a screenful).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { bundleBenchPage, launchBenchBrowser, median } from '../../scripts/bench/browser-bench.mjs';
import { printBenchLines } from '../../scripts/bench/report-line.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..');
const out = mkdtempSync(path.join(tmpdir(), 'org-tree-bench-'));
const MOUNTS = 5;

function exportChart() {
  const file = path.join(out, 'chart.json');
  const run = spawnSync('pnpm', ['--silent', '--filter', './api', 'exec', 'tsx', 'bench/organisation-chart-export.ts', file], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`the chart export exited with ${run.status ?? run.signal}`);
  return readFileSync(file, 'utf8');
}

async function bundle(chartJson) {
  writeFileSync(path.join(out, 'chart.js'), `window.orgChartData = ${chartJson};`);
  await bundleBenchPage(build, { entry: path.join(here, 'bench-page.tsx'), outDir: out, scripts: ['chart.js'] });
}

async function measureTree() {
  const browser = await launchBenchBrowser(chromium);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(pathToFileURL(path.join(out, 'index.html')).href);
    const people = await page.evaluate(() => window.orgTreeBench.people());
    const mounts = [];
    for (let mount = 0; mount < MOUNTS; mount += 1) mounts.push(await page.evaluate(() => window.orgTreeBench.mount()));
    const expand = await page.evaluate(() => window.orgTreeBench.expandAll());
    console.error(`# org tree: ${people} people; first renders (ms): ${mounts.map((ms) => ms.toFixed(1)).join(', ')}`);
    console.error(`# org tree: every unit opened (${expand.rows} lines) in ${expand.ms.toFixed(1)} ms, ${expand.lines} of them in the DOM`);
    if (people < 5000) throw new Error(`the scale chart has only ${people} people`);
    return [
      { name: 'org-tree-5k-first-render-ms', value: median(mounts), unit: 'ms', budget: 300, better: 'lower' },
      { name: 'org-tree-5k-expand-all-ms', value: expand.ms, unit: 'ms' },
    ];
  } finally {
    await browser.close();
  }
}

try {
  const chartJson = exportChart();
  await bundle(chartJson);
  printBenchLines(await measureTree());
} catch (error) {
  console.error(`# org tree benchmark failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
