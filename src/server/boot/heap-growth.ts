import { setFlagsFromString } from 'node:v8';

const FLAG = '--heap-growing-percent';

/**
 * How far the JavaScript heap may grow past what the last full collection kept before the next one:
 * 100 % lets it reach twice the live data, the rule Go's collector uses by default.
 *
 * Left to itself, V8 picks the factor anew after each collection, up to four times, and picks the top of
 * that range for a server under load: the load bench's server on PostgreSQL grew from 300 to 480 MB in
 * its first half-minute and held there, with 100 to 140 MB live. At twice, it grew from 297–299 to 317–318
 * MB, within 7 % of where its first ten seconds left it, for 4 to 5 % more processor time per request.
 */
const HEAP_GROWING_PERCENT = 100;

/** The V8 flag that sets the server's heap growth, or none when `node` was started with its own. */
export function heapGrowthFlag(execArgv: readonly string[]): string | null {
  if (execArgv.some((argument) => argument.startsWith(FLAG))) return null;
  return `${FLAG}=${HEAP_GROWING_PERCENT}`;
}

/** Sets the server's heap growth, unless `node` was started with its own. */
export function limitHeapGrowth(): void {
  const flag = heapGrowthFlag(process.execArgv);
  if (flag) setFlagsFromString(flag);
}
