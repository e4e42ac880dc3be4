import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventSchema } from '../../../../contract/agency-console/audit.js';
import { agencyOverviewSchema } from '../../../../contract/agency-console/brand.js';
import { sessionResponseSchema } from '../../../../contract/auth.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { consoleAgency } from '../../../test/console-agency.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Agency = Awaited<ReturnType<typeof consoleAgency>>;

const SCRIPT_REFUSED = 'The logo contains script, which is not allowed in an image';
const WRONG_TYPE = 'The logo must be a PNG, JPEG, SVG or WebP image.';
const OWN_DECLARATIONS =
  'data: declares entities or other definitions in its DOCTYPE, which a logo may not; save the SVG without them';

const square = (format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#e07a5f' } })
    .toFormat(format)
    .toBuffer();

const upload = (agency: Agency, bytes: Buffer | string) =>
  t.app.inject({
    method: 'PUT',
    url: agency.url('/logo'),
    headers: { 'x-auth-token': agency.adminToken },
    payload: { data: Buffer.from(bytes).toString('base64') },
  });

async function uploaded(agency: Agency, bytes: Buffer | string): Promise<string> {
  const response = await upload(agency, bytes);
  expect(response.statusCode, response.body).toBe(200);
  return agencyOverviewSchema.parse(response.json()).customisation.logo;
}

const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url });

async function currentLogo(agency: Agency): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: agency.url(),
    headers: { 'x-auth-token': agency.adminToken },
  });
  return agencyOverviewSchema.parse(response.json()).customisation.logo;
}

describe('uploading a picture as the logo', () => {
  it("stores it in the agency's own media folder and shows it to the agency's clients", async () => {
    const agency = await consoleAgency(t);
    const logo = await uploaded(agency, await square('png'));
    expect(logo).toMatch(new RegExp(`^/media/agencies/${agency.agency.id}/[0-9a-f-]{36}\\.png$`));

    const served = await fetchMedia(logo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 8, height: 6 });
    const session = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/session',
      headers: { 'x-auth-token': agency.clientToken },
    });
    expect(sessionResponseSchema.parse(session.json()).agency.customisation.logo).toBe(logo);
  });

  it('keeps the pixels of a JPEG or WebP in its format', async () => {
    const agency = await consoleAgency(t);
    for (const format of ['jpeg', 'webp'] as const) {
      const logo = await uploaded(agency, await square(format));
      const served = await fetchMedia(logo);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format, width: 8, height: 6 });
    }
  });

  it('stores a PNG without the bytes appended after its end', async () => {
    const agency = await consoleAgency(t);
    const payload = Buffer.from('<script>alert(document.domain)</script>HIDDEN-PAYLOAD');
    const logo = await uploaded(agency, Buffer.concat([await square('png'), payload]));
    const stored = (await fetchMedia(logo)).rawPayload;
    expect(stored.includes('HIDDEN-PAYLOAD')).toBe(false);
    expect(stored.includes('<script>')).toBe(false);
    expect(stored.subarray(-8).toString('latin1')).toBe(`IEND${'\xae\x42\x60\x82'}`);
  });

  it('stores a JPEG without its metadata', async () => {
    const agency = await consoleAgency(t);
    const tagged = await sharp(await square('jpeg'))
      .withExif({ IFD0: { Copyright: 'SECRET-CAMERA-OWNER', Artist: 'SECRET-CAMERA-OWNER' } })
      .jpeg()
      .toBuffer();
    expect(tagged.includes('SECRET-CAMERA-OWNER')).toBe(true);
    const stored = (await fetchMedia(await uploaded(agency, tagged))).rawPayload;
    expect(stored.includes('SECRET-CAMERA-OWNER')).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('removes the previous logo once the new one is stored, and is recorded by its address', async () => {
    const agency = await consoleAgency(t);
    const first = await uploaded(agency, await square('png'));
    const second = await uploaded(agency, await square('webp'));
    expect((await fetchMedia(first)).statusCode).toBe(404);
    expect((await fetchMedia(second)).statusCode).toBe(200);

    const audit = await t.app.inject({
      method: 'GET',
      url: agency.url('/audit?action=brand.logo'),
      headers: { 'x-auth-token': agency.adminToken },
    });
    const events = auditEventSchema.array().parse(audit.json().events);
    expect(events.map((event) => [event.before, event.after])).toEqual(
      expect.arrayContaining([[{ logo: first }, { logo: second }]]),
    );
  });

  it('refuses a file that only starts like a picture, naming the field', async () => {
    const agency = await consoleAgency(t);
    const png = await square('png');
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(60, 7)]);
    const response = await upload(agency, broken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input', field: 'data' });
  });
});

describe('removing the logo', () => {
  it('leaves the agency without one (its name shows instead) and removes the file', async () => {
    const agency = await consoleAgency(t);
    const logo = await uploaded(agency, await square('png'));
    const response = await t.app.inject({
      method: 'DELETE',
      url: agency.url('/logo'),
      headers: { 'x-auth-token': agency.adminToken },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(agencyOverviewSchema.parse(response.json()).customisation.logo).toBe('');
    expect((await fetchMedia(logo)).statusCode).toBe(404);
  });
});

describe('uploading an SVG as the logo', () => {
  const svg = (inside: string, attributes = '', doctype = '') =>
    `<?xml version="1.0" encoding="UTF-8"?>\n${doctype}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 40 20"${attributes}>${inside}</svg>`;

  it('refuses one carrying script, in any of its forms, and keeps the logo it had', async () => {
    const agency = await consoleAgency(t);
    const before = await currentLogo(agency);
    const attempts = [
      svg('<script>alert(document.cookie)</script>'),
      svg('<rect width="4" height="4"/>', ' onload="alert(1)"'),
      svg('<a href="javascript:alert(1)"><rect width="4" height="4"/></a>'),
      svg('<a xlink:href=" jav&#x09;ascript:alert(1)"><text>Go</text></a>'),
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">Hi</div></foreignObject>'),
      svg('<g><circle r="3" onclick="steal()"/></g>'),
    ];
    for (const attempt of attempts) {
      const response = await upload(agency, attempt);
      expect(response.statusCode, attempt).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_input', field: 'data', message: SCRIPT_REFUSED });
    }
    expect(await currentLogo(agency)).toBe(before);
  });

  it('stores it without external references, comments, processing instructions or metadata', async () => {
    const agency = await consoleAgency(t);
    const logo = await uploaded(
      agency,
      svg(
        [
          '<!-- drawn by hand -->',
          '<?xml-stylesheet href="https://tracker.example/style.css"?>',
          '<metadata><rdf xmlns="http://www.w3.org/1999/02/22-rdf-syntax-ns#">owner</rdf></metadata>',
          '<image href="https://tracker.example/pixel.png" width="1" height="1"/>',
          '<use xlink:href="https://tracker.example/sprite.svg#mark"/>',
          '<use HREF="https://tracker.example/sprite.svg#upper"/>',
          `<rect STYLE="background:image-set('https://tracker.example/set.png' 1x)"/>`,
          '<use href="data:image/svg+xml;base64,PHN2Zy8+"/>',
          '<defs><linearGradient id="shine"><stop offset="0" stop-color="#e07a5f"/></linearGradient></defs>',
          '<rect width="40" height="20" fill="url(#shine)" style="stroke:url(https://tracker.example/x);stroke-width:2"/>',
          '<style>@import url(https://tracker.example/more.css);</style>',
          '<text x="2" y="15">Acme &amp; Co</text>',
        ].join(''),
      ),
    );
    expect(logo).toMatch(/\.svg$/);
    const stored = (await fetchMedia(logo)).body;
    expect(stored).not.toMatch(/tracker\.example|drawn by hand|owner|<image|<metadata|<\?|@import|data:/);
    expect(stored).toContain('fill="url(#shine)"');
    expect(stored).toContain('style="stroke-width:2"');
    expect(stored).toContain('<text x="2" y="15">Acme &amp; Co</text>');
  });

  it('is served as an SVG that cannot run script or load anything even when opened on its own', async () => {
    const agency = await consoleAgency(t);
    const served = await fetchMedia(await uploaded(agency, svg('<circle cx="10" cy="10" r="8"/>')));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses one that is not well-formed XML, naming the field', async () => {
    const agency = await consoleAgency(t);
    const response = await upload(agency, svg('<g><rect width="4"></g>'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input', field: 'data' });
    expect(response.json().message).toContain('is not a well-formed SVG file');
  });

  it('refuses one that reads a file through an entity', async () => {
    const agency = await consoleAgency(t);
    const response = await upload(
      agency,
      svg('<text>&secret;</text>', '', '<!DOCTYPE svg [<!ENTITY secret SYSTEM "file:///etc/passwd">]>'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_input', field: 'data', message: OWN_DECLARATIONS });
  });

  it('refuses one whose DOCTYPE entities would expand it into gigabytes, well within a second', async () => {
    const agency = await consoleAgency(t);
    const before = await currentLogo(agency);
    const laughs = [
      '<!ENTITY lol "lol">',
      ...Array.from({ length: 9 }, (_, level) => {
        const previous = level === 0 ? 'lol' : `lol${level}`;
        return `<!ENTITY lol${level + 1} "${`&${previous};`.repeat(10)}">`;
      }),
    ].join('');
    const bombs = {
      'billion laughs': svg('<text>&lol9;</text>', '', `<!DOCTYPE svg [${laughs}]>`),
      // Half a megabyte: one 250 KB entity referenced 20,000 times, each escaped into a copy of its own.
      'large entity': svg(
        '<g>&big;</g>'.repeat(20_000),
        '',
        `<!DOCTYPE svg [<!ENTITY big "${'>'.repeat(250_000)}">]>`,
      ),
    };
    for (const [name, bomb] of Object.entries(bombs)) {
      const started = performance.now();
      const response = await upload(agency, bomb);
      expect(performance.now() - started, name).toBeLessThan(1000);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_input', field: 'data', message: OWN_DECLARATIONS });
    }
    expect(await currentLogo(agency)).toBe(before);
  });

  it('stores one with a plain DOCTYPE naming the SVG DTD, without it', async () => {
    const agency = await consoleAgency(t);
    const doctype =
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">';
    const stored = (await fetchMedia(await uploaded(agency, svg('<circle r="3"/>', '', doctype)))).body;
    expect(stored).not.toContain('DOCTYPE');
    expect(stored).toContain('<circle r="3"></circle>');
  });
});

describe('how often an agency may upload a logo', () => {
  it('allows 30 uploads in the window and refuses the 31st with the time to wait, for that agency only', async () => {
    const agency = await consoleAgency(t);
    const drawing = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="3"/></svg>';
    let last = '';
    for (let count = 0; count < 30; count++) last = await uploaded(agency, drawing);

    const refused = await upload(agency, drawing);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'too_many_attempts',
      message: expect.stringMatching(
        /^Too many logo uploads for this agency\. Please try again in \d+ minutes?\.$/,
      ),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await currentLogo(agency)).toBe(last);

    const other = await consoleAgency(t);
    expect(await uploaded(other, drawing)).toMatch(/\.svg$/);
  });
});

describe('a replaced logo file that cannot be removed', () => {
  const mediaPath = (url: string) => join(t.config.dataDir, 'media', url.slice('/media/'.length));

  /** Puts a folder with a file in it where the logo's file was, which removing a file cannot remove. */
  async function makeUnremovable(url: string) {
    const path = mediaPath(url);
    await rm(path);
    await mkdir(path);
    await writeFile(join(path, 'kept'), 'x');
  }

  it('does not turn the new logo into an error: the change is made and answered', async () => {
    const agency = await consoleAgency(t);
    const first = await uploaded(agency, await square('png'));
    await makeUnremovable(first);
    const second = await uploaded(agency, await square('webp'));
    expect(await currentLogo(agency)).toBe(second);
  });

  it('does not turn removing the logo into an error', async () => {
    const agency = await consoleAgency(t);
    await makeUnremovable(await uploaded(agency, await square('png')));
    const response = await t.app.inject({
      method: 'DELETE',
      url: agency.url('/logo'),
      headers: { 'x-auth-token': agency.adminToken },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await currentLogo(agency)).toBe('');
  });
});

describe('files that are not a logo', () => {
  it('refuses an HTML page named like a picture, a GIF and a PDF as the wrong type', async () => {
    const agency = await consoleAgency(t);
    const files = [
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      await square('gif'),
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    ];
    for (const file of files) {
      const response = await upload(agency, file);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ code: 'unsupported_media_type', field: 'data', message: WRONG_TYPE });
    }
  });

  it('refuses a 3 MB file with the limit', async () => {
    const agency = await consoleAgency(t);
    const large = Buffer.concat([await square('png'), Buffer.alloc(3 * 1024 * 1024)]);
    const response = await upload(agency, large);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_input',
      field: 'data',
      message: 'data: must be at most 2 MB',
    });
  });

  it('refuses data that is not base64', async () => {
    const agency = await consoleAgency(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: agency.url('/logo'),
      headers: { 'x-auth-token': agency.adminToken },
      payload: { data: 'not base64!' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'data' });
  });
});
