import { defineConfig } from '@playwright/test';
import { APP_URL, MODEL_APP_URL } from './e2e/support/constants.js';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Playwright empties its output folder before a run: its own, so the reports of CI's earlier runs in
  // test-results/ci stay.
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.TEST_REPORT_DIR
    ? [['list'], ['json', { outputFile: `${process.env.TEST_REPORT_DIR}/playwright.json` }]]
    : [['list']],
  use: {
    baseURL: APP_URL,
    // A trace records a screencast and a snapshot of every action, which doubles a test's time on two
    // cores; a failure is run again, and that retry is traced.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'npx tsx e2e/support/server.ts',
    url: `${MODEL_APP_URL}/healthz`,
    reuseExistingServer: false,
    // Three app instances migrate their databases and start their job queues: on a busy machine that
    // takes more than a minute.
    timeout: 180_000,
    stdout: 'pipe',
  },
});
