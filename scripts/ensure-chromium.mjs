// The browser tests need Chromium. Use CHROMIUM_PATH or /usr/bin/chromium; install Debian's package
// when running as root with apt; otherwise stop and say how to install it. Never skip silently.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (process.env.CHROMIUM_PATH || !isRoot || !hasApt) {
  process.stderr.write(
    `Chromium was not found at ${path}; the browser tests need it.\n` +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at an installed Chromium.\n',
  );
  process.exit(1);
}
process.stdout.write('Chromium is missing: running apt-get update && apt-get install -y chromium\n');
const run = (args) =>
  execFileSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
run(['update']);
run(['install', '-y', '--no-install-recommends', 'chromium']);
if (!existsSync(path)) {
  process.stderr.write(`apt-get finished but ${path} is still missing.\n`);
  process.exit(1);
}
