import { createEngines, describeEngines } from './ai/engines.js';
import { buildApp } from './app.js';
import { seedDemoData } from './boot/demo-seed.js';
import { limitHeapGrowth } from './boot/heap-growth.js';
import { prepareDatabase } from './boot/prepare.js';
import { ensureSuperadmin } from './boot/superadmin.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { SecretBox } from './infra/secret-box.js';
import { loadSecretKey } from './infra/secret-key.js';
import { webDistDir } from './paths.js';

async function main() {
  limitHeapGrowth();
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir },
  );
  await prepareDatabase(database);
  const secretBox = new SecretBox(await loadSecretKey(config.SECRET_KEY, config.dataDir));
  const seeded = await seedDemoData(database.db, secretBox, {
    email: config.DEMO_EMAIL,
    adminEmail: config.DEMO_ADMIN_EMAIL,
    password: config.DEMO_PASSWORD,
    embedSecret: config.DEMO_EMBED_SECRET,
  });
  // After the seed, which fills only a database without agencies.
  const operator = config.superadmin ? await ensureSuperadmin(database.db, config.superadmin) : null;

  const app = await buildApp({ config, database, secretBox, webRoot: webDistDir });
  app.log.info(describeEngines(createEngines(config)));
  if (database.kind === 'pglite' && config.NODE_ENV === 'production') {
    app.log.warn('The embedded database serves one instance only; set DATABASE_URL to run several.');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // The app's close waits for the requests and jobs in progress, which use the database to their end,
    // so the database closes after it: a close hook added here would run before the app's own (they run
    // last added first).
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const bound = app.server.address();
  const port = typeof bound === 'object' && bound ? bound.port : config.PORT;
  const address = `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}`;
  // A password is printed only when it was generated at this start; a configured one stays out of logs.
  const password = seeded?.generatedPassword
    ? `password ${seeded.generatedPassword} (generated now and shown only once)`
    : config.DEMO_PASSWORD
      ? 'password from DEMO_PASSWORD'
      : 'password shown at the first start';
  const admin = `; demo admin: ${config.DEMO_ADMIN_EMAIL}, same password`;
  const superadmin = operator ? `; operator: ${operator.email}, password from SUPERADMIN_PASSWORD` : '';
  process.stdout.write(
    `Ready on ${address} — demo login: ${config.DEMO_EMAIL}, ${password}${admin}${superadmin}\n`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
