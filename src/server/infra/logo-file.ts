import { LOGO_MAX_BYTES } from '../../contract/agency-console/brand.js';
import { AppError } from '../core/errors.js';
import { inspectImage, looksLikeSvg } from './image-type.js';
import type { AgencyFile } from './media-store.js';
import { reencodePicture } from './reencode-picture.js';
import { sanitiseSvg } from './svg/sanitiser.js';

const unsupported = () =>
  AppError.of('unsupported_media_type', 'The logo must be a PNG, JPEG, SVG or WebP image.', {
    field: 'data',
  });

/**
 * Turns uploaded bytes into the file that is stored: its type is read from the bytes (never from a
 * name), pictures are decoded and re-encoded, drawings sanitised. What is stored is always that
 * output, never the upload itself.
 */
export async function prepareLogo(base64: string): Promise<AgencyFile> {
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length > LOGO_MAX_BYTES) throw AppError.invalid('data', 'must be at most 2 MB');

  const picture = inspectImage(bytes);
  if (picture) {
    const reencoded = await reencodePicture(bytes, picture.format);
    if (!reencoded)
      throw AppError.invalid('data', `could not be read as a ${picture.format.toUpperCase()} image`);
    return { bytes: reencoded, format: picture.format };
  }

  if (!looksLikeSvg(bytes)) throw unsupported();
  const verdict = sanitiseSvg(Buffer.from(bytes).toString('utf8'));
  if (verdict.kind === 'active') {
    throw AppError.of('invalid_input', 'The logo contains script, which is not allowed in an image', {
      field: 'data',
    });
  }
  if (verdict.kind === 'declarations') {
    throw AppError.invalid(
      'data',
      'declares entities or other definitions in its DOCTYPE, which a logo may not; save the SVG without them',
    );
  }
  if (verdict.kind === 'malformed') {
    throw AppError.invalid('data', `is not a well-formed SVG file (${verdict.reason})`);
  }
  return { bytes: new TextEncoder().encode(verdict.svg), format: 'svg' };
}
