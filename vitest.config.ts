import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// CI collects a JSON report of each run to total the results.
const reportDir = process.env.TEST_REPORT_DIR;
const reportName = process.env.TEST_REPORT_NAME ?? 'pglite';

const TEST_FILES = 'src/**/*.test.ts';

/**
 * The test files that open a database. A run against PostgreSQL (TEST_DATABASE_URL) runs only these: the
 * others (the writer, the renderer, the calendar's dataset, the web's pure functions) do not depend on
 * the database and have run already.
 */
function filesOpeningADatabase(): string[] {
  return globSync(TEST_FILES).filter((file) =>
    /\b(startTestApp|openTestDatabase|openDatabase)\(/.test(readFileSync(file, 'utf8')),
  );
}

export default defineConfig({
  test: {
    include: process.env.TEST_DATABASE_URL ? filesOpeningADatabase() : [TEST_FILES],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    globalSetup: ['src/server/test/global-setup.ts'],
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: join(reportDir, `vitest-${reportName}.json`) } : undefined,
  },
});
