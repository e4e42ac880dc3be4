// The least any server in the middle adds: a bare node:http server that passes each request on to
// the provider and pipes the answer back, with no framework, no checks and no AI SDK.
import { Agent, createServer, request } from 'node:http';

const [target] = process.argv.slice(2);
if (!target) throw new Error('usage: bare-relay <provider chat completions url>');
const agent = new Agent({ keepAlive: true });

const server = createServer(async (incoming, reply) => {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(Buffer.from(chunk));
  const body = Buffer.concat(chunks);
  const upstream = request(
    target,
    { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': body.length } },
    (answer) => {
      reply.writeHead(answer.statusCode ?? 502, { 'content-type': 'text/event-stream' });
      answer.pipe(reply);
    },
  );
  upstream.on('error', () => reply.destroy());
  upstream.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});
