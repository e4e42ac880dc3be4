import sharp from 'sharp';
import type { ImageFormat } from './image-type.js';

/** Uploads are shown at most this large (a logo, a news picture); larger ones are scaled down to it. */
const LARGEST_SIDE = 2048;

/** The pixels a picture may have before it is decoded, so a small file cannot unpack into a huge one. */
const MAX_INPUT_PIXELS = 8192 * 8192;

/**
 * Decodes a picture and encodes its pixels afresh in the same format. Nothing of the file but its
 * pixels survives: no metadata (EXIF, comments, colour profiles are converted to sRGB and dropped), no
 * bytes after the image's end, no second frame. Null when the bytes cannot be decoded.
 */
export async function reencodePicture(bytes: Uint8Array, format: ImageFormat): Promise<Uint8Array | null> {
  const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    // Turned upright as the camera said, since the orientation tag itself is dropped.
    .autoOrient()
    .resize({ width: LARGEST_SIDE, height: LARGEST_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    format === 'png'
      ? pipeline.png({ compressionLevel: 9 })
      : format === 'jpeg'
        ? pipeline.jpeg({ quality: 90, mozjpeg: true })
        : pipeline.webp({ quality: 90 });
  try {
    return new Uint8Array(await encoded.toBuffer());
  } catch {
    return null;
  }
}
