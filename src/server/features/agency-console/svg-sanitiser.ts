import { type SaxesAttributeNS, SaxesParser, type SaxesTagNS } from 'saxes';
import { referencesOnlyFragments, safeStyleSheet, safeStyleValue } from './svg-style.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/**
 * The drawing elements a logo may use. Anything else (scripts, foreign content, links, images,
 * animations that could rewrite an attribute, editors' metadata) is left out with everything inside it.
 */
const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'switch',
  'title',
  'desc',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);

/** Elements that run or host code: a file that has one is refused, not cleaned. */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'handler', 'listener']);

/** Attribute values that would run code when followed. */
const SCRIPT_URL = /(?:java|vb)script:/i;

/**
 * Drawings nest a few dozen levels at most; the parser's work grows with the square of the depth, so
 * a small file of nothing but nested groups would keep it busy for minutes.
 */
const MAX_DEPTH = 200;

/** Custom entities may expand the text this much at most, so a small file cannot become a huge one. */
const MAX_ENTITY_EXPANSION = 1_000_000;

export type SvgVerdict =
  | { kind: 'clean'; svg: string }
  /** It carries script: an event handler, a script element, foreign content or a javascript: URL. */
  | { kind: 'active' }
  | { kind: 'malformed'; reason: string };

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** Without whitespace, which browsers skip inside a URL's scheme (XML allows no other control characters). */
const squeezed = (value: string) => value.replace(/\s+/g, '');

const isFragment = (value: string) => /^#[^\s#]*$/.test(value.trim());

function carriesScript(tag: SaxesTagNS): boolean {
  if (ACTIVE_ELEMENTS.has(tag.local.toLowerCase())) return true;
  return Object.values(tag.attributes).some(
    (attribute) => /^on/i.test(attribute.local) || SCRIPT_URL.test(squeezed(attribute.value)),
  );
}

/** The attribute as it may be written out, or null when it goes. */
function keptAttribute(attribute: SaxesAttributeNS): [string, string] | null {
  const { uri, local, value } = attribute;
  if (uri === XLINK_NS) return local === 'href' && isFragment(value) ? ['xlink:href', value.trim()] : null;
  if (uri === XML_NS) return local === 'space' || local === 'lang' ? [`xml:${local}`, value] : null;
  // Namespace declarations are written afresh; other namespaces are editors' own data.
  if (uri !== '' || attribute.prefix !== '' || local === 'xmlns') return null;
  if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(local) || /^on/i.test(local)) return null;
  if (local === 'href') return isFragment(value) ? ['href', value.trim()] : null;
  if (local === 'style') {
    const style = safeStyleValue(value);
    return style ? ['style', style] : null;
  }
  return referencesOnlyFragments(value) ? [local, value] : null;
}

function openTag(tag: SaxesTagNS, isRoot: boolean): string {
  const attributes = Object.values(tag.attributes).flatMap((attribute) => {
    const kept = keptAttribute(attribute);
    return kept ? [` ${kept[0]}="${escapeAttribute(kept[1])}"`] : [];
  });
  const namespaces = isRoot ? ` xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"` : '';
  return `<${tag.local}${namespaces}${attributes.join('')}>`;
}

/**
 * Entities declared in the doctype, as some drawing programs write their namespaces. Only plain text
 * values are taken; references to anything else stay undefined, and the parser refuses them.
 */
function declaredEntities(doctype: string): Record<string, string> {
  const entities: Record<string, string> = {};
  for (const match of doctype.matchAll(
    /<!ENTITY\s+([A-Za-z_][\w.-]*)\s+(?:"([^"&<%]*)"|'([^'&<%]*)')\s*>/g,
  )) {
    const [, name = '', double, single] = match;
    entities[name] = double ?? single ?? '';
  }
  return entities;
}

function expansionOf(source: string, entities: Record<string, string>): number {
  let total = 0;
  for (const [, name = ''] of source.matchAll(/&([A-Za-z_][\w.-]*);/g)) total += entities[name]?.length ?? 0;
  return total;
}

/**
 * Reads an SVG as strict XML and writes out only what a picture needs: known drawing elements and
 * attributes, references to fragments of the same file, and style without outside resources. The
 * result is always this writer's output, never the input passed through, so whatever it does not
 * understand does not survive. A file carrying script is refused outright, as an attempt rather than
 * a drawing.
 */
export function sanitiseSvg(source: string): SvgVerdict {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const out: string[] = [];
  /** How many elements are open. */
  let depth = 0;
  /** The depth of the outermost element being left out, with all inside it; 0 while writing. */
  let droppedAt = 0;
  /** The text of an open style element, checked as a whole when it closes. */
  let styleText: string | null = null;
  let sawRoot = false;
  let notSvg = false;
  let active = false;
  let tooLarge = false;

  parser.on('doctype', (doctype) => {
    const entities = declaredEntities(doctype);
    tooLarge = expansionOf(source, entities) > MAX_ENTITY_EXPANSION;
    Object.assign(parser.ENTITIES, entities);
  });
  parser.on('opentag', (tag) => {
    depth++;
    if (depth > MAX_DEPTH) throw new Error('its elements are nested too deeply');
    if (carriesScript(tag)) active = true;
    const inSvg = tag.uri === SVG_NS || tag.uri === '';
    if (!sawRoot) {
      sawRoot = true;
      notSvg = tag.local !== 'svg' || !inSvg;
    }
    if (droppedAt > 0) return;
    // A style sheet holds text only.
    if (!inSvg || !ELEMENTS.has(tag.local) || styleText !== null) {
      droppedAt = depth;
      return;
    }
    if (tag.local === 'style') styleText = '';
    else out.push(openTag(tag, depth === 1));
  });
  const addText = (text: string) => {
    if (droppedAt > 0 || depth === 0) return;
    if (styleText !== null) styleText += text;
    else out.push(escapeText(text));
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', (tag) => {
    const closing = depth;
    depth--;
    if (droppedAt > 0) {
      if (droppedAt === closing) droppedAt = 0;
      return;
    }
    if (tag.local === 'style' && styleText !== null) {
      const sheet = safeStyleSheet(styleText);
      if (sheet) out.push(`<style>${escapeText(sheet)}</style>`);
      styleText = null;
      return;
    }
    out.push(`</${tag.local}>`);
  });

  try {
    parser.write(source).close();
  } catch (error) {
    return {
      kind: 'malformed',
      reason: error instanceof Error ? error.message.replace(/\.$/, '') : 'not well-formed',
    };
  }
  if (active) return { kind: 'active' };
  if (tooLarge) return { kind: 'malformed', reason: 'its entities expand too far' };
  if (notSvg) return { kind: 'malformed', reason: 'its root element is not an SVG drawing' };
  return { kind: 'clean', svg: out.join('') };
}
