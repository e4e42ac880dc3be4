import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalMediaFiles } from './media-files.js';
import { MediaStore } from './media-store.js';

const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 1"/>');

describe("an agency's uploaded logo, for the built-in renderer that never fetches", () => {
  it('reads as inline data of its own type', async () => {
    const store = new MediaStore(new LocalMediaFiles(await mkdtemp(join(tmpdir(), 'media-'))));
    const agencyId = randomUUID();
    const url = MediaStore.url(await store.saveForAgency(agencyId, { bytes: SVG, format: 'svg' }));
    const data = await store.agencyFileAsData(agencyId, url);
    expect(data).toBe(`data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`);
  });

  it("is nothing for another agency's file, an address elsewhere, or a file that is gone", async () => {
    const store = new MediaStore(new LocalMediaFiles(await mkdtemp(join(tmpdir(), 'media-'))));
    const agencyId = randomUUID();
    const url = MediaStore.url(await store.saveForAgency(agencyId, { bytes: SVG, format: 'svg' }));
    expect(await store.agencyFileAsData(randomUUID(), url)).toBeNull();
    expect(await store.agencyFileAsData(agencyId, 'https://example.com/logo.svg')).toBeNull();
    expect(
      await store.agencyFileAsData(agencyId, `/media/agencies/${agencyId}/${randomUUID()}.png`),
    ).toBeNull();
  });
});
