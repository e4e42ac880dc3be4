import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** The keys s3rver accepts: it checks each request's signature against them. */
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

export interface FakeS3 {
  /** The variables that point the product at this server's bucket. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/** An S3-compatible server on loopback with one empty bucket, its files in a temporary folder. */
export async function startFakeS3(bucket = 'media'): Promise<FakeS3> {
  const directory = await mkdtemp(join(tmpdir(), 's3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    resetOnClose: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, ...KEYS },
    endpoint,
    bucket,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
