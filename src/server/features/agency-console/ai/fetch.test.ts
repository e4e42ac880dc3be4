import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providerFetch } from './fetch.js';

/** A service on the server's internal network, counting every connection made to it. */
let connections = 0;
const internal = createServer((socket) => socket.destroy());
internal.on('connection', () => {
  connections++;
});
/** An allowed gateway that sends every call on to the internal service. */
const gateway = createHttpServer((_request, response) => {
  response.writeHead(302, { location: `http://127.0.0.1:${internalPort}/v1` });
  response.end();
});
let internalPort: number;
let gatewayPort: number;

async function listen(server: Server | ReturnType<typeof createHttpServer>): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

beforeAll(async () => {
  internalPort = await listen(internal);
  gatewayPort = await listen(gateway);
});
afterAll(async () => {
  await new Promise((resolve) => internal.close(resolve));
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
});
beforeEach(() => {
  connections = 0;
});

describe("the fetch an agency's own provider is called with", () => {
  it('does not connect to an internal address written out, unless the operator allows its host', async () => {
    const fetch = providerFetch([]);
    for (const host of ['127.0.0.1', '[::1]', '[::ffff:7f00:1]']) {
      await expect(fetch(`http://${host}:${internalPort}/v1`), host).rejects.toThrow('fetch failed');
    }
    expect(connections).toBe(0);
    await expect(
      providerFetch([`127.0.0.1:${internalPort}`])(`http://127.0.0.1:${internalPort}/v1`),
    ).rejects.toThrow();
    expect(connections).toBe(1);
  });

  it('does not connect to a host name that leads to an internal address', async () => {
    await expect(providerFetch([])(`http://localhost:${internalPort}/v1`)).rejects.toThrow('fetch failed');
    expect(connections).toBe(0);
  });

  it('hands back a redirect as the answer, without following it', async () => {
    const fetch = providerFetch([`127.0.0.1:${gatewayPort}`]);
    const answer = await fetch(`http://127.0.0.1:${gatewayPort}/v1/chat/completions`, {
      method: 'POST',
      body: '{}',
    });
    expect(answer.status).toBe(302);
    expect(answer.ok).toBe(false);
    expect(connections).toBe(0);
  });
});
