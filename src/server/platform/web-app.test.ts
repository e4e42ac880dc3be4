import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  const script = 'console.log("the web app")';
  await writeFile(join(webRoot, 'assets', 'main-abc123.js'), script);
  // What the build writes beside each file.
  await writeFile(join(webRoot, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
  await writeFile(join(webRoot, 'assets', 'main-abc123.js.gz'), gzipSync(script));
  t = await startTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('any path outside /v1 serves index.html, never cached, so the client router decides', async () => {
    for (const path of [
      '/',
      '/auth/sign-in',
      '/someone@example.com/ABCDEFGHIJ0123456789/app/home',
      '/x/y/z',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('hashed assets are cached immutably', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('assets go out as the compressed copies the build made, brotli first, and as they are otherwise', async () => {
    const url = '/assets/main-abc123.js';
    const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("the web app")');
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("the web app")');
  });

  it('a missing asset or file is a 404, not the web app, so a page of an older build fails visibly', async () => {
    for (const path of [
      '/assets/does-not-exist-123.js',
      '/assets/main-old999.css',
      '/assets/fonts',
      '/favicon-missing.ico',
      '/app/home/styles.css',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).not.toContain('text/html');
      expect(response.body, path).not.toContain('<div id="root">');
    }
    // The e-mail of the embed prefix is a path of the web app, whatever its ending.
    const embedded = await t.app.inject({ method: 'GET', url: '/someone@example.com' });
    expect(embedded.statusCode).toBe(200);
    expect(embedded.body).toContain('<div id="root">');
  });

  it('unknown /v1 paths stay JSON 404s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/whatever' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});
