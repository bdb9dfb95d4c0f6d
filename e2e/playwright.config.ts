import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SHELL_URL } from './tests/portal-urls';

// A fresh embedded database for every run: tests start from the demo data.
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));

export default defineConfig({
  testDir: './tests',
  // One portal, one database: tests run one at a time. A second portal on other ports (PORTAL_PORT_OFFSET) can run
  // a spec beside it.
  workers: 1,
  fullyParallel: false,
  // A share of its own: Playwright empties this folder when it starts.
  outputDir: `test-results/portal-${SHELL_URL.split(':').pop()}`,
  forbidOnly: Boolean(process.env.CI),
  // In CI the API and unit tests run beside the suite on the other core: a step gets the room a loaded machine needs.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: SHELL_URL,
    locale: 'es-ES',
    // Recording a trace costs about a second a test and CI keeps no files: rerun a failing test with `--trace on`.
    trace: 'off',
    launchOptions: {
      // Debian's headless shell: the same engine without the full browser's interface, about a quarter less CPU a page.
      executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../scripts/start-portal.mjs',
    url: `${SHELL_URL}/api/health`,
    reuseExistingServer: false,
    // The portal starts beside the unit tests in CI: give it room on a loaded 2-core machine.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The demo mailbox is read every 2 s, so a dropped mail reaches the board within a test's patience.
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', TASK_INBOX_POLL_SECONDS: '2' },
  },
});
