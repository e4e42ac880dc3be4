// The baseline of a mixed load: a bare node:http server answering each request with the bytes the
// product answered it once (status, type, encoding and body), with no framework, no authentication
// and no database. It reads each request's body to its end, as the product must.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { z } from 'zod';

export const recordedAnswerSchema = z.object({
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  headers: z.record(z.string(), z.string()),
  bodyBase64: z.string(),
});
export type RecordedAnswer = z.infer<typeof recordedAnswerSchema>;

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file] = process.argv.slice(2);
  if (!file) throw new Error('usage: bare-routes <file of recorded answers>');
  const recorded = z.array(recordedAnswerSchema).parse(JSON.parse(await readFile(file, 'utf8')));
  const answers = new Map(
    recorded.map((answer) => [
      `${answer.method} ${answer.path}`,
      { ...answer, body: Buffer.from(answer.bodyBase64, 'base64') },
    ]),
  );

  const server = createServer(async (request, reply) => {
    for await (const _chunk of request) {
      // Read and dropped: only the end of the body matters here.
    }
    const answer = answers.get(`${request.method} ${request.url}`);
    if (!answer) {
      reply.writeHead(404).end();
      return;
    }
    reply.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    reply.end(answer.body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    process.stdout.write(`${JSON.stringify({ port })}\n`);
  });
}
