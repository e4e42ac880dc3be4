import { type SaxesAttributeNS, SaxesParser, type SaxesTagNS } from 'saxes';
import { SVG_ATTRIBUTES } from './attributes.js';
import { safeStyleSheet, safeStyleValue, staysInside } from './style.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/**
 * The drawing elements a logo may use, spelled exactly. Anything else (scripts, foreign content, links,
 * images, editors' metadata, and every animation element: animate, set and the others could rewrite an
 * href or a style after these checks) is left out with everything inside it.
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

export type SvgVerdict =
  | { kind: 'clean'; svg: string }
  /** It carries script: an event handler, a script element, foreign content or a javascript: URL. */
  | { kind: 'active' }
  /** Its DOCTYPE declares entities or other definitions of its own (an internal subset). */
  | { kind: 'declarations' }
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

/** A link kept only when it points at a fragment of the same file (never at another file or data:). */
const fragmentLink = (name: string, value: string): [string, string] | null =>
  isFragment(value) ? [name, value.trim()] : null;

/**
 * The attribute as it may be written out, or null when it goes. Names are matched exactly, as SVG
 * reads them: whatever is not spelled as on the list is dropped, whatever its case.
 */
function keptAttribute({ uri, prefix, local, value }: SaxesAttributeNS): [string, string] | null {
  // Whatever prefix the file binds to the xlink namespace, the link is written as xlink:href.
  if (uri === XLINK_NS) return local === 'href' ? fragmentLink('xlink:href', value) : null;
  // Not xml:base, which would make a fragment link point into another file.
  if (uri === XML_NS) return local === 'space' || local === 'lang' ? [`xml:${local}`, value] : null;
  // Namespace declarations are written afresh; other namespaces are editors' own data.
  if (uri !== '' || prefix !== '') return null;
  if (local === 'href') return fragmentLink('href', value);
  if (local === 'style') {
    const style = safeStyleValue(value);
    return style ? ['style', style] : null;
  }
  return SVG_ATTRIBUTES.has(local) && staysInside(value) ? [local, value] : null;
}

function openTag(tag: SaxesTagNS, isRoot: boolean): string {
  const attributes = Object.values(tag.attributes).flatMap((attribute) => {
    const kept = keptAttribute(attribute);
    return kept ? [` ${kept[0]}="${escapeAttribute(kept[1])}"`] : [];
  });
  const namespaces = isRoot ? ` xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"` : '';
  return `<${tag.local}${namespaces}${attributes.join('')}>`;
}

/** Thrown from the parser's doctype handler, so the file is read no further. */
class OwnDeclarations extends Error {}

/** Whether a DOCTYPE's text has an internal subset: a `[` outside its quoted public and system ids. */
const hasInternalSubset = (doctype: string) => doctype.replace(/"[^"]*"|'[^']*'/g, '').includes('[');

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

  // A plain DOCTYPE naming SVG's public DTD is dropped. One that declares its own entities is refused
  // here, before the rest of the file is read: a few large entities referenced thousands of times would
  // expand a small file into gigabytes of text. No entity beyond XML's five is ever defined, so any
  // other reference is an error of the parser.
  parser.on('doctype', (doctype) => {
    if (hasInternalSubset(doctype)) throw new OwnDeclarations();
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
    if (error instanceof OwnDeclarations) return { kind: 'declarations' };
    return {
      kind: 'malformed',
      reason: error instanceof Error ? error.message.replace(/\.$/, '') : 'not well-formed',
    };
  }
  if (active) return { kind: 'active' };
  if (notSvg) return { kind: 'malformed', reason: 'its root element is not an SVG drawing' };
  return { kind: 'clean', svg: out.join('') };
}
