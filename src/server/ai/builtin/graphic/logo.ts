/** A logo the layouts may draw: inline image data only, with its width/height ratio when known. */
export interface Logo {
  src: string;
  aspect: number;
}

const DATA_URL = /^data:image\/([a-z0-9.+-]+)(;[^,]*)?,(.*)$/is;
/** Logos are small; anything larger than this (about 3 MB of image data) is not drawn. */
const MAX_LENGTH = 4_000_000;

function decode(meta: string, payload: string, limit: number): Buffer {
  if (/;base64/i.test(meta)) return Buffer.from(payload.slice(0, Math.ceil(limit / 3) * 4), 'base64');
  try {
    return Buffer.from(decodeURIComponent(payload.slice(0, limit)));
  } catch {
    return Buffer.from(payload.slice(0, limit));
  }
}

function pngAspect(bytes: Buffer): number | null {
  if (bytes.length < 24 || bytes.readUInt32BE(0) !== 0x89504e47) return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  return width > 0 && height > 0 ? width / height : null;
}

function svgAspect(source: string): number | null {
  const tag = /<svg\b[^>]*>/i.exec(source)?.[0];
  if (!tag) return null;
  const viewBox = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(tag);
  const width = Number(viewBox?.[1] ?? /\swidth\s*=\s*["']([\d.]+)/i.exec(tag)?.[1]);
  const height = Number(viewBox?.[2] ?? /\sheight\s*=\s*["']([\d.]+)/i.exec(tag)?.[1]);
  return width > 0 && height > 0 ? width / height : null;
}

/**
 * The logo when it is inline image data (data:image/…); anything else, such as an http URL or a
 * file path, is ignored, so rendering never fetches anything.
 */
export function acceptLogo(logo: string | null): Logo | null {
  const src = logo?.trim() ?? '';
  const m = src.length <= MAX_LENGTH ? DATA_URL.exec(src) : null;
  if (!m) return null;
  const type = (m[1] ?? '').toLowerCase();
  const meta = m[2] ?? '';
  const payload = m[3] ?? '';
  let aspect: number | null = null;
  if (type === 'png') aspect = pngAspect(decode(meta, payload, 32));
  else if (type.startsWith('svg')) aspect = svgAspect(decode(meta, payload, 4096).toString('utf8'));
  return { src, aspect: Math.min(4, Math.max(0.25, aspect ?? 1)) };
}
