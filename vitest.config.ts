import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// CI collects a JSON report of each run to total the results.
const reportDir = process.env.TEST_REPORT_DIR;
const reportName = process.env.TEST_REPORT_NAME ?? 'pglite';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    globalSetup: ['src/server/test/global-setup.ts'],
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: join(reportDir, `vitest-${reportName}.json`) } : undefined,
  },
});
