import pg from 'pg';

const RECONNECT_MS = [100, 500, 2_000, 5_000] as const;

/**
 * LISTENs on a PostgreSQL channel over a connection of its own (a pooled one would be handed to
 * queries). When the connection drops it reconnects, one attempt at a time with a growing pause, and
 * calls back once it is back, since notifications may have been missed meanwhile.
 */
export async function listenOnServer(
  url: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;

  const notify = () => {
    try {
      onNotify();
    } catch {
      // A listener's failure must not end the listening.
    }
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) notify();
    });
    // Errors are followed by 'end' once connected; before that, connect() rejects.
    next.on('error', () => undefined);
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    attempt = 0;
    client = next;
    next.once('end', () => {
      client = null;
      scheduleReconnect();
    });
  }

  function scheduleReconnect() {
    if (stopped || timer) return;
    const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)];
    attempt += 1;
    timer = setTimeout(() => {
      timer = null;
      if (stopped) return;
      connect().then(notify, scheduleReconnect);
    }, delay);
    timer.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await client?.end();
  };
}
