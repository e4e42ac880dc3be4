// Builds the web app and the server bundle when either is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => join(root, ...parts);

function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else if (!/\.test\.tsx?$/.test(path)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const path of paths) visit(path);
  return newest;
}

function isStale(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < newestMtime(sources);
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes a brotli and a gzip copy beside every text file of the web build, compressed hard once
 * here so the server can send them without compressing on each request.
 */
async function precompress(directory) {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  const files = readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
      await writeFile(`${file}.br`, await brotli(content, { params }));
      await writeFile(`${file}.gz`, await gzipped(content, { level: 9 }));
    }),
  );
}

const shared = [at('src/contract'), at('package-lock.json')];

export async function buildIfStale({ force = false } = {}) {
  if (force || isStale(at('dist/web/index.html'), [at('src/web'), at('vite.config.ts'), ...shared])) {
    process.stdout.write('Building the web app…\n');
    const { build } = await import('vite');
    await build({ configFile: at('vite.config.ts'), logLevel: 'warn', mode: 'production' });
    await precompress(at('dist/web'));
  }
  await buildServerIfStale({ force });
}

// The picture renderer's worker is a bundle of its own, beside the server's, where the pool looks for it;
// so are the command-line tools.
const serverEntries = {
  main: at('src/server/main.ts'),
  'render-worker': at('src/server/ai/builtin/graphic/render-worker.ts'),
  backup: at('src/server/backup.ts'),
  restore: at('src/server/restore.ts'),
  'media-migrate': at('src/server/media-migrate.ts'),
};

/** The server's bundles alone: what the command-line tools (backup, restore, media:migrate) run on. */
export async function buildServerIfStale({ force = false } = {}) {
  const sources = [at('src/server'), ...shared];
  if (force || Object.keys(serverEntries).some((name) => isStale(at(`dist/server/${name}.js`), sources))) {
    process.stdout.write('Building the server…\n');
    const { build } = await import('esbuild');
    await build({
      entryPoints: serverEntries,
      outdir: at('dist/server'),
      bundle: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      packages: 'external',
      sourcemap: true,
      logLevel: 'warning',
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildIfStale({ force: process.argv.includes('--force') });
}
