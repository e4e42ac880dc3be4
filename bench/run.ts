// npm run bench: every benchmark, each printing its ratio against a baseline measured in the same run.
import { benchDashboard } from './dashboard.js';
import { benchEventData } from './event-data.js';
import { benchFirstByte } from './first-byte.js';
import { benchLedger } from './ledger.js';
import { benchLoad } from './load.js';
import { benchRenderLoop } from './render-loop.js';

await benchFirstByte();
await benchEventData();
await benchLedger();
await benchDashboard();
await benchRenderLoop();
await benchLoad();
