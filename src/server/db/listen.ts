import pg from 'pg';

const RECONNECT_MS = [100, 500, 2_000, 5_000] as const;

/**
 * LISTENs on a PostgreSQL channel over a connection of its own (a pooled one would be handed to
 * queries), reconnecting when it drops.
 */
export async function listenOnServer(
  url: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', () => {
      // The 'end' event follows and reconnects.
    });
    next.on('end', () => {
      if (stopped) return;
      const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)];
      attempt += 1;
      setTimeout(() => {
        connect().then(onNotify, () => next.emit('end'));
      }, delay).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    attempt = 0;
    client = next;
  };

  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}
