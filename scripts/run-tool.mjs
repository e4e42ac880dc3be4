// npm run backup / npm run restore: one of the server bundle's command-line tools, run as npm start runs
// the server: the bundle is built first when it is missing or older than the sources.
import { buildServerIfStale } from './build.mjs';

// `node scripts/run-tool.mjs backup FILE`: the tool sees its own arguments only, as it does under tsx.
const [tool] = process.argv.splice(2, 1);
await buildServerIfStale();
await import(`../dist/server/${tool}.js`);
