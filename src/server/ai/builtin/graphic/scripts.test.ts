import { describe, expect, it } from 'vitest';
import { toContext } from './brief.js';
import { box } from './el.js';
import { fitText } from './fit.js';
import { applyCase, type TextFont } from './measure.js';
import { drawSvg, type GraphicBrief, layoutGraphic } from './render.js';
import { drawable } from './scripts.js';
import { label } from './styles/parts.js';
import type { El } from './types.js';

/** Event titles and business names as clients write them, one per script the pictures draw. */
const SAMPLES: Record<string, { title: string; businessName: string }> = {
  Arabic: { title: 'اليوم العالمي للخبز', businessName: 'مخبز الشروق للحلويات' },
  Hebrew: { title: 'יום הלחם העולמי', businessName: 'מאפיית הזריחה' },
  Cyrillic: { title: 'Всемирный день хлеба', businessName: 'Пекарня «Світанок» ЇЄҐ' },
  Greek: { title: 'Παγκόσμια Ημέρα Ψωμιού', businessName: 'Αρτοποιείο Ανατολή' },
  Devanagari: { title: 'विश्व ब्रेड दिवस की शुभकामनाएँ', businessName: 'सनराइज़ बेकरी' },
  Bengali: { title: 'বিশ্ব রুটি দিবস', businessName: 'সানরাইজ বেকারি' },
  Thai: { title: 'วันขนมปังโลก', businessName: 'ร้านเบเกอรี่ซันไรส์' },
  Japanese: { title: '世界パンの日、焼きたてを', businessName: 'サンライズ・ベーカリー東京' },
  Chinese: { title: '世界面包日快乐', businessName: '日出面包坊' },
  Korean: { title: '세계 빵의 날', businessName: '선라이즈 베이커리' },
  Vietnamese: { title: 'Ngày Bánh mì Thế giới', businessName: 'Tiệm bánh Bình Minh' },
  'Latin with accents': { title: 'Światowy Dzień Chleba', businessName: 'Fırın Ørsted & Žižek' },
};

const FONTS: TextFont[] = [
  { family: 'sans', weight: 900, upper: true, tracking: 0.1 },
  { family: 'serif', weight: 400, italic: true },
];

/** A character in no font: drawn with the font's .notdef glyph, the empty box. */
const NO_GLYPH = '\u{10FFFD}';
const INK = '#123456';

function graphemes(text: string): string[] {
  const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text);
  return [...segments].map((s) => s.segment).filter((g) => g.trim() !== '');
}

/** The outline satori draws for one text element alone on the canvas. */
async function outline(text: El): Promise<string> {
  const svg = await drawSvg(box({ padding: 40 }, [text]));
  return [...svg.matchAll(new RegExp(`<path[^>]*fill="${INK}"[^>]*\\sd="([^"]*)"`, 'g'))]
    .map((m) => m[1])
    .join(' ');
}

/**
 * Each character alone, next to a character no font has, set in the very same fonts: were the
 * character missing from them, both would be the same .notdef box.
 */
async function boxedCharacters(text: string, font: TextFont): Promise<string[]> {
  const boxed: string[] = [];
  for (const grapheme of graphemes(text)) {
    const drawn = label(font, 64, grapheme, { color: INK });
    const missing: El = { ...drawn, props: { ...drawn.props, children: [NO_GLYPH] } };
    const glyph = await outline(drawn);
    if (glyph === '' || glyph === (await outline(missing))) boxed.push(grapheme);
  }
  return boxed;
}

function brief(title: string, businessName: string, changes: Partial<GraphicBrief> = {}): GraphicBrief {
  return {
    style: 'Minimal',
    title,
    date: '2026-10-16',
    businessName,
    look: { brand: { primary: '#f4a259', accent: '#1f3a5f' }, logo: null },
    hashtags: [],
    ...changes,
  };
}

describe('pictures in every script', () => {
  for (const [script, { title, businessName }] of Object.entries(SAMPLES)) {
    it(`draws ${script} titles and names with real glyphs, never empty boxes`, async () => {
      expect(drawable(title + businessName)).toBe(title + businessName);
      for (const font of FONTS) {
        expect(await boxedCharacters(title, font), `${script} title`).toEqual([]);
        expect(await boxedCharacters(businessName, font), `${script} name`).toEqual([]);
      }
    });
  }

  it('tells a box when a character has no glyph', async () => {
    // Ethiopic: no installed font has it.
    expect(await boxedCharacters('ዳ', FONTS[0] ?? { family: 'sans', weight: 400 })).toEqual(['ዳ']);
  });

  it('leaves out emoji and letters no font has, rather than drawing boxes', () => {
    const ctx = toContext(
      brief('Pi Day 🥧🎉 ❤️', 'Sunrise Bakery 👨‍👩‍👧 🇫🇷', { hashtags: ['#🥧', '#PiDay🥧'] }),
    );
    expect(ctx.title).toBe('Pi Day');
    expect(ctx.businessName).toBe('Sunrise Bakery');
    expect(ctx.hashtags).toEqual(['#PiDay']);
    expect(toContext(brief('ዳቦ Bread Day', 'Sunrise ዳቦ')).title).toBe('Bread Day');
    expect(toContext(brief('Bread Day', 'Sunrise ዳቦ')).businessName).toBe('Sunrise');
  });

  it('sets Greek capitals without their accents, as Greek is written', () => {
    expect(applyCase({ family: 'sans', weight: 900, upper: true }, 'Παγκόσμια Ημέρα Ψωμιού')).toBe(
      'ΠΑΓΚΟΣΜΙΑ ΗΜΕΡΑ ΨΩΜΙΟΥ',
    );
  });

  it('sets Arabic and Hebrew right to left, starting at the right', async () => {
    const given = brief(SAMPLES.Arabic?.title ?? '', 'Sunrise Bakery');
    const root = await layoutGraphic(given, toContext(given));
    const directions: string[] = [];
    const visit = (el: El) => {
      if (el.props.style.direction) directions.push(String(el.props.style.direction));
      for (const child of el.props.children ?? []) if (typeof child !== 'string') visit(child);
    };
    visit(root);
    expect(directions).toContain('rtl');
  });

  it('breaks Japanese, Chinese and Thai between words, which have no spaces', async () => {
    const font: TextFont = { family: 'sans', weight: 800 };
    for (const title of [
      '世界パンの日、焼きたてのパンを楽しもう',
      '世界面包日快乐，新鲜出炉的面包',
      'วันขนมปังโลก ขนมปังอบสดใหม่ทุกวัน',
    ]) {
      const fitted = await fitText(title, font, { width: 500, height: 600, maxSize: 90, minSize: 60 });
      expect(fitted.lines.length, title).toBeGreaterThan(1);
      expect(fitted.size, title).toBeGreaterThanOrEqual(60);
      expect(fitted.lines.join('').replace(/\s/g, ''), title).toBe(title.replace(/\s/g, ''));
      expect(
        fitted.lines.some((line) => /^[、，。]/.test(line)),
        title,
      ).toBe(false);
    }
  });
});
