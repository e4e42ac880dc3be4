/** The picture formats the product stores, by what their bytes say, not by what a sender claims. */
export type ImageFormat = 'png' | 'jpeg' | 'webp';

export interface ImageFacts {
  format: ImageFormat;
  width: number;
  height: number;
}

const MAX_SIDE = 8192;

function png(bytes: Uint8Array, view: DataView): ImageFacts | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, i) => bytes[i] !== byte)) return null;
  // The first chunk is IHDR: width and height, big-endian, right after its type.
  if (String.fromCharCode(...bytes.slice(12, 16)) !== 'IHDR') return null;
  return { format: 'png', width: view.getUint32(16), height: view.getUint32(20) };
}

function jpeg(bytes: Uint8Array, view: DataView): ImageFacts | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  // Walk the segments to the frame header (SOF0–SOF15 but DHT, JPG and DAC), which holds the size.
  for (let at = 2; at + 9 < bytes.length; ) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { format: 'jpeg', height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

function webp(bytes: Uint8Array, view: DataView): ImageFacts | null {
  const tag = (from: number) => String.fromCharCode(...bytes.slice(from, from + 4));
  if (bytes.length < 30 || tag(0) !== 'RIFF' || tag(8) !== 'WEBP') return null;
  const chunk = tag(12);
  if (chunk === 'VP8 ') {
    return {
      format: 'webp',
      width: view.getUint16(26, true) & 0x3fff,
      height: view.getUint16(28, true) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const side = (from: number) =>
      ((bytes[from] ?? 0) | ((bytes[from + 1] ?? 0) << 8) | ((bytes[from + 2] ?? 0) << 16)) + 1;
    return { format: 'webp', width: side(24), height: side(27) };
  }
  return null;
}

/** What a picture's bytes are, or null when they are not a PNG, JPEG or WebP of a sane size. */
export function inspectImage(bytes: Uint8Array): ImageFacts | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const facts = png(bytes, view) ?? jpeg(bytes, view) ?? webp(bytes, view);
  if (!facts) return null;
  const sane = (side: number) => Number.isInteger(side) && side >= 1 && side <= MAX_SIDE;
  return sane(facts.width) && sane(facts.height) ? facts : null;
}

/** The index just past `token` found from `from`, or -1 when it never comes. */
function past(text: string, token: string, from: number): number {
  const found = text.indexOf(token, from);
  return found === -1 ? -1 : found + token.length;
}

/** The end of a doctype, which may carry declarations in brackets; -1 when it never closes. */
function doctypeEnd(text: string, from: number): number {
  const bracket = text.indexOf('[', from);
  const close = text.indexOf('>', from);
  if (bracket === -1 || (close !== -1 && close < bracket)) return close === -1 ? -1 : close + 1;
  const subsetEnd = text.indexOf(']', bracket);
  return subsetEnd === -1 ? -1 : past(text, '>', subsetEnd);
}

/**
 * Where the first element starts, past a byte-order mark, the XML declaration, processing
 * instructions, comments and a doctype; -1 when the prolog never ends.
 */
function firstElementAt(text: string): number {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    while (at < text.length && /\s/.test(text.charAt(at))) at++;
    let end: number;
    if (text.startsWith('<?', at)) end = past(text, '?>', at);
    else if (text.startsWith('<!--', at)) end = past(text, '-->', at);
    else if (text.startsWith('<!DOCTYPE', at)) end = doctypeEnd(text, at);
    else return at;
    if (end === -1) return -1;
    at = end;
  }
}

/**
 * Whether the bytes are an SVG document: UTF-8 text whose first element is <svg>. Only the start is
 * looked at; whether the rest is well-formed is for the parser that reads it.
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  const at = firstElementAt(text);
  return at >= 0 && /^<svg[\s/>]/.test(text.slice(at, at + 5));
}
