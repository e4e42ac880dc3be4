import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { IMAGE_STYLES, type ImageStyleName } from '../../../../contract/options.js';
import { formatDate } from './brief.js';
import { fitText } from './fit.js';
import { acceptLogo } from './logo.js';
import { measure, type TextFont } from './measure.js';
import { type GraphicBrief, type GraphicLook, renderGraphic } from './render.js';

const LONG_TITLE = 'International Day for the Elimination of Violence against Women';
const AGENCY_LOOK: GraphicLook = { brand: { primary: '#f4a259', accent: '#1f3a5f' }, logo: null };

function brief(style: ImageStyleName, changes: Partial<GraphicBrief> = {}): GraphicBrief {
  return {
    style,
    title: 'World Bread Day',
    date: '2026-10-16',
    businessName: 'Sunrise Bakery',
    look: AGENCY_LOOK,
    hashtags: ['#WorldBreadDay', '#BreadDay'],
    ...changes,
  };
}

const withLogo = (logo: string): Partial<GraphicBrief> => ({ look: { ...AGENCY_LOOK, logo } });

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, after checking the PNG signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** A small wide logo: drawn as SVG, and as the PNG resvg makes of it. */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120" viewBox="0 0 200 120">' +
  '<rect x="4" y="4" width="192" height="112" rx="24" fill="#c2410c"/><circle cx="60" cy="60" r="30" fill="#fde68a"/>' +
  '<rect x="110" y="40" width="70" height="14" rx="7" fill="#fff"/></svg>';
const LOGO_PNG = `data:image/png;base64,${new Resvg(LOGO_SVG).render().asPng().toString('base64')}`;
const LOGO_SVG_URL = `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`;

/** Tests that compare pictures draw them small: the layout is the same at any size, the pixels fewer. */
const SMALL = 270;

/** Each style's sample render, shared by the tests that only look at it. */
const samples = new Map<ImageStyleName, Promise<Buffer>>();
function sample(style: ImageStyleName): Promise<Buffer> {
  let png = samples.get(style);
  if (!png) {
    png = renderGraphic(brief(style), SMALL);
    samples.set(style, png);
  }
  return png;
}

describe('renderGraphic', () => {
  it('renders every style as a 1080×1080 PNG by default', async () => {
    for (const style of IMAGE_STYLES) {
      expect(pngSize(await renderGraphic(brief(style))), style).toEqual({ width: 1080, height: 1080 });
    }
  });

  it('renders at the size asked for', async () => {
    expect(pngSize(await renderGraphic(brief('Festive'), 540))).toEqual({ width: 540, height: 540 });
  });

  it('gives a different image for the same brief in every style', async () => {
    const hashes = await Promise.all(IMAGE_STYLES.map(async (style) => sha256(await sample(style))));
    expect(new Set(hashes).size).toBe(IMAGE_STYLES.length);
  });

  it('renders the same brief identically twice (deterministic)', async () => {
    for (const style of IMAGE_STYLES) {
      const again = await renderGraphic(brief(style), SMALL);
      expect(sha256(again), style).toBe(sha256(await sample(style)));
    }
  });

  it('still renders a very long title in every style', async () => {
    for (const style of IMAGE_STYLES) {
      const png = await renderGraphic(
        brief(style, {
          title: LONG_TITLE,
          businessName: 'The Golden Crust Artisan Bakery & Coffee Roasters',
        }),
        SMALL,
      );
      expect(pngSize(png), style).toEqual({ width: SMALL, height: SMALL });
      expect(sha256(png), style).not.toBe(sha256(await sample(style)));
    }
  });

  it('draws the logo when one is given, as PNG or SVG data', async () => {
    for (const style of IMAGE_STYLES) {
      const plain = sha256(await sample(style));
      expect(sha256(await renderGraphic(brief(style, withLogo(LOGO_PNG)), SMALL)), style).not.toBe(plain);
      expect(sha256(await renderGraphic(brief(style, withLogo(LOGO_SVG_URL)), SMALL)), style).not.toBe(plain);
    }
  });

  it('ignores a logo that is not a data:image/ URL, so nothing is ever fetched', async () => {
    const plain = sha256(await sample('Editorial'));
    for (const logo of [
      'https://example.com/logo.png',
      '/uploads/logo.png',
      'data:text/html;base64,PGgxPg==',
    ]) {
      expect(sha256(await renderGraphic(brief('Editorial', withLogo(logo)), SMALL)), logo).toBe(plain);
    }
  });

  it('still renders when the logo data cannot be decoded', async () => {
    const png = await renderGraphic(brief('Pastel', withLogo('data:image/png;base64,AAAA')));
    expect(pngSize(png)).toEqual({ width: 1080, height: 1080 });
  });

  it("draws in the look it is given: a client's own colours instead of the agency's", async () => {
    const clientLook: GraphicLook = { brand: { primary: '#2a9d8f', accent: '#264653' }, logo: null };
    for (const style of IMAGE_STYLES) {
      const own = await renderGraphic(brief(style, { look: clientLook }), SMALL);
      expect(sha256(own), style).not.toBe(sha256(await sample(style)));
    }
  });

  it('renders brand colours that are not valid hex colours with the defaults', async () => {
    const png = await renderGraphic(
      brief('Bold Pop', { look: { brand: { primary: 'orange', accent: '' }, logo: null } }),
    );
    expect(pngSize(png)).toEqual({ width: 1080, height: 1080 });
  });

  it('renders one image in under 1.5 s', async () => {
    await sample('Minimal'); // fonts and the layout engine load once per process
    for (const style of IMAGE_STYLES) {
      const started = performance.now();
      await renderGraphic(brief(style, { title: `${style} Appreciation Day`, ...withLogo(LOGO_PNG) }));
      const ms = performance.now() - started;
      console.log(`renderGraphic ${style}: ${ms.toFixed(0)} ms`);
      expect(ms, style).toBeLessThan(1500);
    }
  });
});

describe('graphic helpers', () => {
  it('formats the date in UTC as weekday, month and day', () => {
    expect(formatDate('2026-10-16').long).toBe('Friday, October 16');
    expect(formatDate('2024-02-29')).toEqual({
      long: 'Thursday, February 29',
      weekday: 'Thursday',
      month: 'February',
      day: '29',
      year: '2024',
    });
    expect(formatDate('2026-02-30').long).toBe('2026-02-30');
    expect(formatDate('soon').day).toBe('');
  });

  it('accepts only data:image/ logos and reads their aspect ratio', () => {
    expect(acceptLogo(LOGO_PNG)?.aspect).toBeCloseTo(200 / 120);
    expect(acceptLogo(LOGO_SVG_URL)?.aspect).toBeCloseTo(200 / 120);
    expect(acceptLogo('https://example.com/logo.png')).toBeNull();
    expect(acceptLogo('data:text/plain,hello')).toBeNull();
    expect(acceptLogo(null)).toBeNull();
  });

  it('shrinks and wraps a long title so every line fits its box', async () => {
    const font: TextFont = { family: 'sans', weight: 900, upper: true };
    const box = { width: 600, height: 320, maxSize: 140, lineHeight: 1 };
    const fitted = await fitText(LONG_TITLE, font, box);
    expect(fitted.size).toBeLessThan(box.maxSize);
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.join(' ')).toBe(LONG_TITLE.toUpperCase());
    expect(fitted.lines.length * Math.round(fitted.size * box.lineHeight)).toBeLessThanOrEqual(box.height);
    const widths = await measure(font, fitted.lines);
    for (const width of widths) expect((width * fitted.size) / 100).toBeLessThanOrEqual(box.width);
  });
});
