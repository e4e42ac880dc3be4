import { IMAGE_STYLES, LANGUAGES, type OptionKind } from '../../../contract/options.js';
import { renderGraphic } from '../../ai/builtin/graphic/render.js';
import { slug } from '../../core/words.js';
import { CATALOGUE } from './catalogue.js';
import { optionIcon } from './option-icons.js';

const PREVIEW_SIZE = 240;
const PALETTE = ['#3b82f6', '#ef4444', '#10b981', '#f59e0b', '#8b5cf6', '#ec4899', '#14b8a6', '#f97316'];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** The first letter as a reader sees it, whole in any script: "É", "日", "हि". */
function initialOf(text: string): string {
  const [first] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text);
  return (first?.segment ?? '').toLocaleUpperCase();
}

/**
 * A small badge for a platform, tone or language on a colour of its own: the icon of a platform or tone, the
 * initial of a language's own name in its own script. Menus show it at the size of a line of text, beside the
 * name, where a whole word would not be legible.
 */
function badge(kind: OptionKind, name: string): string {
  const position = CATALOGUE.find((option) => option.kind === kind && option.name === name)?.position ?? 0;
  const colour = PALETTE[position % PALETTE.length];
  const icon = kind === 'language' ? null : optionIcon(name);
  const label = kind === 'language' ? (LANGUAGES.find(([english]) => english === name)?.[1] ?? name) : name;
  // The icon's 24-unit square, three times as large, in the middle of the badge.
  const mark = icon
    ? `<g transform="translate(24 24) scale(3)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${icon}</g>`
    : `<text x="60" y="60" dominant-baseline="central" text-anchor="middle" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeXml(initialOf(label))}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img"><title>${escapeXml(name)}</title><rect width="120" height="120" rx="24" fill="${colour}"/>${mark}</svg>`;
}

const stylePreviews = new Map<string, Promise<Buffer>>();

/** A preview for an option: an SVG badge, or for image styles a small rendering in that style (made once). */
export async function optionPreview(
  kind: OptionKind,
  file: string,
): Promise<{ type: string; body: string | Buffer } | null> {
  const option = CATALOGUE.find(
    (candidate) => candidate.kind === kind && `${slug(candidate.name)}` === file.replace(/\.(svg|png)$/, ''),
  );
  if (!option) return null;
  if (kind !== 'image_style')
    return file.endsWith('.svg') ? { type: 'image/svg+xml', body: badge(kind, option.name) } : null;
  const style = IMAGE_STYLES.find((name) => name === option.name);
  if (!style || !file.endsWith('.png')) return null;
  let preview = stylePreviews.get(style);
  if (!preview) {
    preview = renderGraphic(
      {
        style,
        title: 'World Bread Day',
        date: '2026-10-16',
        businessName: 'Your Business',
        look: { brand: { primary: '#f4a259', accent: '#1f3a5f' }, logo: null },
        hashtags: ['#WorldBreadDay'],
      },
      PREVIEW_SIZE,
    );
    stylePreviews.set(style, preview);
  }
  return { type: 'image/png', body: await preview };
}
