// npm start: build what is stale, then run the server in this process.
import { buildIfStale } from './build.mjs';

await buildIfStale();
process.env.NODE_ENV ??= 'production';
await import('../dist/server/main.js');
