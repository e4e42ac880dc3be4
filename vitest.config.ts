import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// CI collects a JSON report of each run to total the results.
const reportDir = process.env.TEST_REPORT_DIR;
const reportName = process.env.TEST_REPORT_NAME ?? 'pglite';

const TEST_FILES = 'src/**/*.test.ts';

/**
 * The test files that open a database or a pool. A run against PostgreSQL (TEST_DATABASE_URL) runs only these: the
 * others (the writer, the renderer, the calendar's dataset, the web's pure functions) do not depend on
 * the database and have run already. Nor do the files that start the server as `npm start` does: it opens
 * the embedded database of its data folder whatever the run.
 */
function filesOpeningADatabase(): string[] {
  return globSync(TEST_FILES).filter((file) => {
    const source = readFileSync(file, 'utf8');
    return (
      /\b(startTestApp|openTestDatabase|openDatabase|ArrivalOrderedPool)\(/.test(source) &&
      !source.includes("'src/server/main.ts'")
    );
  });
}

export default defineConfig({
  test: {
    include: process.env.TEST_DATABASE_URL ? filesOpeningADatabase() : [TEST_FILES],
    environment: 'node',
    pool: 'forks',
    // Each worker imports the server's modules once for all its files rather than once per file, which
    // took half of a run's time; every test file starts its own app and database, so files share no state
    // that matters. The suite waits on sockets and timers as much as on the CPU: two workers even on two
    // cores (Vitest's default there is one) bring a run from about 11 to 7 minutes.
    isolate: false,
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    globalSetup: ['src/server/test/global-setup.ts'],
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: join(reportDir, `vitest-${reportName}.json`) } : undefined,
  },
});
