// The product as it runs in production (buildApp on the embedded database with the demo data),
// in its own process so the load generator does not share its event loop.
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginResponseSchema } from '../../src/contract/auth.js';
import { buildApp } from '../../src/server/app.js';
import { seedDemoData } from '../../src/server/boot/demo-seed.js';
import { prepareDatabase } from '../../src/server/boot/prepare.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/open.js';
import { SecretBox } from '../../src/server/infra/secret-box.js';
import { answerCpuQuestions } from './processes.js';

const password = 'bench-password';
const dataDir = await mkdtemp(join(tmpdir(), 'bench-data-'));
// AI_* variables of the parent (the time-to-first-byte benchmark points them at a fake provider) and the
// generation limits (the rendering benchmark raises them) pass through.
const aiEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => /^(AI_|PICTURES_PER_|POSTS_PER_)/.test(name)),
);
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DEMO_PASSWORD: password,
  DATA_DIR: dataDir,
  ...aiEnv,
});
const database = await openDatabase({ memory: true });
await prepareDatabase(database);
const secretBox = new SecretBox(randomBytes(32));
await seedDemoData(database.db, secretBox, {
  email: config.DEMO_EMAIL,
  adminEmail: config.DEMO_ADMIN_EMAIL,
  password,
  embedSecret: undefined,
});
const app = await buildApp({ config, database, secretBox, webRoot: null });
await app.listen({ host: '127.0.0.1', port: 0 });

const login = await app.inject({
  method: 'POST',
  url: '/v1/auth/app/login',
  payload: { email: config.DEMO_EMAIL, password },
});
const session = loginResponseSchema.parse(login.json());
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(
  `${JSON.stringify({ port, token: session.data.token, locationId: session.activeLocations[0]?.id })}\n`,
);
answerCpuQuestions();
