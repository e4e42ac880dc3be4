// The baseline: a bare node:http server answering the same bytes and headers, with no framework,
// no authentication and no database.
import { createServer } from 'node:http';
import { answerCpuQuestions } from './processes.js';

const [url, token] = process.argv.slice(2);
if (!url || !token) throw new Error('usage: bare-server <product url> <token>');
const response = await fetch(url, { headers: { 'x-auth-token': token } });
const body = Buffer.from(await response.arrayBuffer());
const etag = response.headers.get('etag') ?? '';

const server = createServer((_request, reply) => {
  reply.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
    etag,
    'cache-control': 'private, no-cache',
  });
  reply.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port, bytes: body.length })}\n`);
});
answerCpuQuestions();
