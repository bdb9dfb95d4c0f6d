/**
 * `pnpm --filter ./shell bench` (part of `pnpm run bench`, which builds first; alone it needs `pnpm run build`
 * and the port lock: `flock /tmp/portal-ports.lock pnpm run bench`).
 *
 * - shell-initial-js-gz-kb: the scripts Chromium loads to show `/login`, gzipped;
 * - shell-initial-js-vs-floor: that against the floor app (React, react-dom/client,
 *   a react-router data router with two routes) built here with the same webpack;
 * - remote-first-navigation-ms / remote-switch-ms: from a click in the built
 *   portal's menu to the next remote screen's heading.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { printBenchLines } from '../../scripts/bench/report-line.mjs';
import { buildFloor, serveFloor } from './floor/floor-app.mjs';
import { clickToHeading, median } from './navigation-timing.mjs';
import { scriptsToShow } from './page-scripts.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHELL_URL = 'http://127.0.0.1:8080';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const kb = (bytes) => bytes / 1024;

async function waitFor(url) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

function startPortal(dataDir) {
  const child = spawn('node', ['scripts/start-portal.mjs'], { cwd: root, detached: true, stdio: 'ignore', env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' } });
  return () => process.kill(-child.pid, 'SIGTERM');
}

async function navigationFigures(browser) {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${SHELL_URL}/login`);
  await page.getByLabel('Correo electrónico').fill('admin@empresa.es');
  await page.getByLabel('Contraseña').fill('Portal2026!');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/user$/);
  await page.getByRole('heading', { name: /^Hola,/ }).waitFor();
  const first = await clickToHeading(page, 'Cambios de horario', 'Cambios de horario pendientes');
  await clickToHeading(page, 'Mi perfil', 'Mi perfil');
  const switches = [];
  for (let round = 0; round < 5; round += 1) {
    switches.push(await clickToHeading(page, 'Cambios de horario', 'Cambios de horario pendientes'));
    switches.push(await clickToHeading(page, 'Mi perfil', 'Mi perfil'));
  }
  return { first, switch: median(switches) };
}

const work = mkdtempSync(path.join(tmpdir(), 'shell-bench-'));
const stopPortal = startPortal(path.join(work, 'data'));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  await buildFloor(path.join(work, 'floor'));
  const floorServer = await serveFloor(path.join(work, 'floor'));
  const floor = await scriptsToShow(browser, floorServer.url, (page) => page.getByRole('link', { name: 'Acerca de' }).waitFor());
  floorServer.close();
  await waitFor(`${SHELL_URL}/api/health`);
  const login = await scriptsToShow(browser, `${SHELL_URL}/login`, (page) => page.getByRole('button', { name: 'Entrar' }).waitFor());
  console.error(`# /login scripts (${login.count}, ${kb(login.wireBytes).toFixed(1)} KB on the wire): ${login.files.join(' ')}`);
  const navigation = await navigationFigures(browser);
  printBenchLines([
    { name: 'shell-initial-js-gz-kb', value: kb(login.gzipBytes), unit: 'KB' },
    { name: 'shell-initial-js-wire-kb', value: kb(login.wireBytes), unit: 'KB' },
    { name: 'floor-initial-js-gz-kb', value: kb(floor.gzipBytes), unit: 'KB' },
    { name: 'shell-initial-js-vs-floor', value: login.gzipBytes / floor.gzipBytes, unit: 'x', budget: 1.3, better: 'lower', digits: 2 },
    { name: 'remote-first-navigation-ms', value: navigation.first, unit: 'ms', budget: 300, better: 'lower', digits: 0 },
    { name: 'remote-switch-ms', value: navigation.switch, unit: 'ms', budget: 100, better: 'lower', digits: 0 },
  ]);
} finally {
  await browser.close();
  stopPortal();
  rmSync(work, { recursive: true, force: true });
}
