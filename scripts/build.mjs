// Builds the web app and the server bundle when either is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

export async function buildIfStale({ force = false } = {}) {
  const shared = [at('src/contract'), at('package-lock.json')];
  if (force || isStale(at('dist/web/index.html'), [at('src/web'), at('vite.config.ts'), ...shared])) {
    process.stdout.write('Building the web app…\n');
    const { build } = await import('vite');
    await build({ configFile: at('vite.config.ts'), logLevel: 'warn', mode: 'production' });
  }
  if (force || isStale(at('dist/server/main.js'), [at('src/server'), ...shared])) {
    process.stdout.write('Building the server…\n');
    const { build } = await import('esbuild');
    await build({
      entryPoints: [at('src/server/main.ts')],
      outfile: at('dist/server/main.js'),
      bundle: true,
      platform: 'node',
      target: 'node20',
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
