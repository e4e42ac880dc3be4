import { describe, expect, it } from 'vitest';
import { IMAGE_STYLES, type ImageStyleName } from '../../../../contract/options.js';
import { toContext } from './brief.js';
import { drawSvg, type GraphicBrief, layoutGraphic } from './render.js';
import { CANVAS, type Child, type El } from './types.js';

const LONG_TITLE = 'International Day for the Elimination of Violence against Women'; // 63 characters
const LONG_NAME = 'The Golden Crust Artisan Bakery & Coffee Roasters'; // 49 characters

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Days of 2026 spread over the year (every sixth, so one- and two-digit days of every month and
 * every weekday), and in every month the widest date: its last Wednesday ("Wednesday, September 30").
 * Drawing every day in every style takes minutes; these are the dates whose text differs most.
 */
const DAYS = [
  ...Array.from({ length: 61 }, (_, i) => isoDay(new Date(Date.UTC(2026, 0, 1 + i * 6)))),
  ...Array.from({ length: 12 }, (_, month) => {
    const last = new Date(Date.UTC(2026, month + 1, 0));
    last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() + 4) % 7));
    return isoDay(last);
  }),
];

/** The same long title and name in scripts whose letters reach higher and lower than Latin ones. */
const LONG_IN_SCRIPTS = [
  ['اليوم الدولي للقضاء على العنف ضد المرأة', 'مخبز الشروق للحلويات الشرقية والمعجنات'],
  ['महिलाओं के विरुद्ध हिंसा के उन्मूलन के लिए अंतर्राष्ट्रीय दिवस', 'सनराइज़ बेकरी एंड कॉफ़ी रोस्टर्स'],
  ['วันสากลเพื่อการยุติความรุนแรงต่อสตรี', 'ร้านเบเกอรี่โกลเด้นครัสต์และโรงคั่วกาแฟ'],
  ['女性に対する暴力撤廃国際デー', 'ゴールデンクラスト職人ベーカリー＆コーヒー焙煎所'],
  [
    'Международный день борьбы за ликвидацию насилия в отношении женщин',
    'Пекарня «Золотая корочка» и обжарщики кофе',
  ],
] as const;

function brief(
  style: ImageStyleName,
  date: string,
  title = LONG_TITLE,
  businessName = LONG_NAME,
): GraphicBrief {
  return {
    style,
    title,
    date,
    businessName,
    look: { brand: { primary: '#f4a259', accent: '#1f3a5f' }, logo: null },
    hashtags: ['#EndViolenceAgainstWomen', '#OrangeTheWorld', '#SupportLocalBakeries'],
  };
}

type Point = [number, number];

/** Where one run of text puts ink, as the corners of its box (turned with the text when it is turned). */
interface Ink {
  text: string;
  group: number;
  corners: Point[];
}

const isText = (child: Child): boolean => typeof child === 'string';
const textOf = (el: El): string => (el.props.children ?? []).filter((c) => typeof c === 'string').join('');
const sameStyle = (a: El, b: El): boolean => JSON.stringify(a.props.style) === JSON.stringify(b.props.style);

/**
 * A copy of the tree to measure: each run of text gets a colour of its own, so its glyphs can be
 * found in the SVG; shadows and glows (drawn copies of the text) are left out, and so is decoration
 * placed over the canvas, which lays out nothing else. The lines of one text block (same style, one
 * after the other in a column) are one group: only different groups must keep apart.
 */
function tagTexts(root: El): { tagged: El; runs: Map<string, { text: string; group: number }> } {
  const runs = new Map<string, { text: string; group: number }>();
  let groups = 0;
  const hasText = (el: El): boolean =>
    (el.props.children ?? []).some((child) => isText(child) || (typeof child !== 'string' && hasText(child)));
  const visit = (el: El): El => {
    const children = (el.props.children ?? []).filter(
      (child) => typeof child === 'string' || child.props.style.position !== 'absolute' || hasText(child),
    );
    let previous: El | null = null;
    const out = children.map((child): Child => {
      if (typeof child === 'string') return child;
      if (!(child.props.children ?? []).some(isText)) {
        previous = null;
        return visit(child);
      }
      const continues =
        previous !== null && el.props.style.flexDirection === 'column' && sameStyle(previous, child);
      if (!continues) groups += 1;
      previous = child;
      const colour = `#fe${(runs.size + 1).toString(16).padStart(4, '0')}`;
      runs.set(colour, { text: textOf(child), group: groups });
      const { textShadow: _shadow, ...style } = child.props.style;
      return { ...child, props: { ...child.props, style: { ...style, color: colour } } };
    });
    return { ...el, props: { ...el.props, children: out } };
  };
  return { tagged: visit(root), runs };
}

/**
 * The box of an SVG path of glyph outlines, from all its points. Control points count too: fonts
 * place points at the extremes of their curves, so this is the ink's box to within a hair.
 */
function pathBox(d: string): [number, number, number, number] {
  let [x0, y0, x1, y1] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, -Infinity, -Infinity];
  const numbers = d.match(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi) ?? [];
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    const x = Number(numbers[i]);
    const y = Number(numbers[i + 1]);
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return [x0, y0, x1, y1];
}

function applyMatrix(transform: string | undefined, [x, y]: Point): Point {
  const m = /matrix\(([^)]*)\)/.exec(transform ?? '');
  if (!m?.[1]) return [x, y];
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = m[1].split(/[\s,]+/).map(Number);
  return [a * x + c * y + e, b * x + d * y + f];
}

/** The ink of every tagged run in the SVG, one box per path of glyphs. */
function inkOf(svg: string, runs: Map<string, { text: string; group: number }>): Ink[] {
  const inks: Ink[] = [];
  for (const [tag] of svg.matchAll(/<path\b[^>]*>/g)) {
    const fill = /\sfill="([^"]+)"/.exec(tag)?.[1] ?? '';
    const run = runs.get(fill);
    const d = /\sd="([^"]+)"/.exec(tag)?.[1];
    if (!run || !d) continue;
    const transform = /\stransform="([^"]+)"/.exec(tag)?.[1];
    const [x0, y0, x1, y1] = pathBox(d);
    const corners: Point[] = [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ];
    inks.push({ ...run, corners: corners.map((p) => applyMatrix(transform, p)) });
  }
  return inks;
}

/** Whether two convex quadrilaterals overlap by more than a hair (separating axis test). */
function overlap(a: Point[], b: Point[]): boolean {
  for (const shape of [a, b]) {
    for (let i = 0; i < shape.length; i++) {
      const [px, py] = shape[i] ?? [0, 0];
      const [qx, qy] = shape[(i + 1) % shape.length] ?? [0, 0];
      const [nx, ny] = [qy - py, px - qx];
      const length = Math.hypot(nx, ny) || 1;
      const project = (points: Point[]) => points.map(([x, y]) => (x * nx + y * ny) / length);
      const pa = project(a);
      const pb = project(b);
      if (Math.min(...pa) >= Math.max(...pb) - 0.5 || Math.min(...pb) >= Math.max(...pa) - 0.5) return false;
    }
  }
  return true;
}

/** What is wrong with the picture's text: runs off the canvas, or running into each other. */
async function problems(given: GraphicBrief): Promise<string[]> {
  const { style, date } = given;
  const { tagged, runs } = tagTexts(await layoutGraphic(given, toContext(given)));
  const inks = inkOf(await drawSvg(tagged), runs);
  const found: string[] = [];
  const drawn = new Set(inks.map((ink) => ink.text));
  for (const { text } of runs.values())
    if (text.trim() && !drawn.has(text)) found.push(`"${text}" is not drawn`);
  for (const ink of inks) {
    if (ink.corners.some(([x, y]) => x < 0 || y < 0 || x > CANVAS || y > CANVAS)) {
      found.push(`"${ink.text}" leaves the canvas`);
    }
  }
  inks.forEach((a, i) => {
    for (const b of inks.slice(i + 1)) {
      if (a.group !== b.group && overlap(a.corners, b.corners))
        found.push(`"${a.text}" overlaps "${b.text}"`);
    }
  });
  return found.map((problem) => `${style} on ${date}: ${problem}`);
}

describe('picture layouts', () => {
  it('keep every text on the canvas and clear of the others, in every style on 73 days of a year', async () => {
    const found: string[] = [];
    for (const style of IMAGE_STYLES) {
      for (const date of DAYS) found.push(...(await problems(brief(style, date))));
    }
    expect(found).toEqual([]);
  }, 120_000);

  it('keep them clear with long titles and names in Arabic, Devanagari, Thai, Japanese and Cyrillic', async () => {
    const found: string[] = [];
    for (const style of IMAGE_STYLES) {
      for (const [title, name] of LONG_IN_SCRIPTS)
        found.push(...(await problems(brief(style, '2026-09-30', title, name))));
    }
    expect(found).toEqual([]);
  }, 60_000);

  it('find a collision when there is one', async () => {
    const given = brief('Minimal', '2026-09-23');
    const root = await layoutGraphic(given, toContext(given));
    // The same picture with its title block pulled up over the date above it.
    const pulled = (el: El): El => ({
      ...el,
      props: {
        ...el.props,
        children: (el.props.children ?? []).map((child) => {
          if (typeof child === 'string') return child;
          const lines = child.props.children ?? [];
          const isTitle = lines.length > 1 && lines.every((line) => typeof line !== 'string' && textOf(line));
          return isTitle
            ? { ...child, props: { ...child.props, style: { ...child.props.style, marginTop: -160 } } }
            : pulled(child);
        }),
      },
    });
    const { tagged, runs } = tagTexts(pulled(root));
    const inks = inkOf(await drawSvg(tagged), runs);
    const date = inks.find((ink) => ink.text === 'WEDNESDAY, SEPTEMBER 23');
    const title = inks.find((ink) => ink.text.startsWith('International'));
    expect(date && title && overlap(date.corners, title.corners)).toBe(true);
  });
});
