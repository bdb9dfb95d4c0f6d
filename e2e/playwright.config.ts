import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

export const SHELL_URL = 'http://127.0.0.1:8080';

// A fresh embedded database for every run: tests start from the demo data.
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));

export default defineConfig({
  testDir: './tests',
  // One portal, one database: tests run one at a time on a 2-core machine.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: SHELL_URL,
    locale: 'es-ES',
    // Recording a trace costs about a second a test and CI keeps no files: rerun a failing test with `--trace on`.
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The demo mailbox is read every 2 s, so a dropped mail reaches the board within a test's patience.
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', TASK_INBOX_POLL_SECONDS: '2' },
  },
});
