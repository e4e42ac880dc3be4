import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * PostgreSQL's codes for a connection that ended or could not be made: class 08 (connection
 * exception) and 57P01–57P03 (the server shutting down, crashed, or not taking connections yet).
 */
const CONNECTION_STATES = /^(08|57P0[123])/;

/** What node-postgres throws when the socket under a client closed, or the client is unusable after it. */
const CLIENT_CONNECTION_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]);

/** The network refusing or dropping a connection to the database server. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/**
 * True when the query failed because its connection to the database was lost or could not be opened
 * (a failover, a restart, an operator ending sessions), not because of the query: trying again in a
 * moment, on a new connection, can succeed.
 */
export function isConnectionLost(error: unknown): boolean {
  let fromQuery = false;
  for (let current: unknown = error; typeof current === 'object' && current !== null; ) {
    if (current instanceof DrizzleQueryError) fromQuery = true;
    const code = 'code' in current && typeof current.code === 'string' ? current.code : '';
    if (CONNECTION_STATES.test(code)) return true;
    // A socket's code says nothing of whose socket it was unless a query of ours failed on it.
    if (fromQuery && SOCKET_CODES.has(code)) return true;
    if (current instanceof Error && CLIENT_CONNECTION_MESSAGES.has(current.message)) return true;
    current = 'cause' in current ? current.cause : null;
  }
  return false;
}

/** How long to wait before each new try of work whose connection was lost: 5 tries over about 3 s. */
const RETRY_DELAYS_MS = [100, 200, 400, 800, 1600];

/**
 * Runs work that must not be lost to a passing connection failure (giving a reserved price back), trying
 * it again on a new connection while the failure is a lost connection. The work must be safe to repeat.
 */
export async function retriedOnLostConnection<T>(work: () => Promise<T>): Promise<T> {
  for (const delayMs of RETRY_DELAYS_MS) {
    try {
      return await work();
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
  return work();
}
