/**
 * What the browser benchmarks (a page bundled with esbuild, driven in Chromium
 * by Playwright) share. Each package owns its tooling, so esbuild's `build`
 * and Playwright's `chromium` come from the calling package.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Bundles the page `entry` into `outDir` (bench.js, bench.css) beside an
 * index.html that loads `scripts` (files already in `outDir`, such as data) first.
 */
export async function bundleBenchPage(build, { entry, outDir, scripts = [] }) {
  await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    jsx: 'automatic',
    outfile: path.join(outDir, 'bench.js'),
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.png': 'dataurl', '.svg': 'dataurl' },
    logLevel: 'error',
  });
  const tags = [...scripts, 'bench.js'].map((file) => `<script src="${file}"></script>`).join('');
  writeFileSync(
    path.join(outDir, 'index.html'),
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><link rel="stylesheet" href="bench.css"></head><body><div id="root"></div>${tags}</body></html>`,
  );
}

/** The system's Chromium, headless, with nothing of its own running in the background to disturb the figures. */
export function launchBenchBrowser(chromium) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
