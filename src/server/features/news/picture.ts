import { NEWS_PICTURE_MAX_BYTES } from '../../../contract/agency-console/news.js';
import { AppError } from '../../core/errors.js';
import { inspectImage } from '../../infra/image-type.js';
import type { AgencyFile } from '../../infra/media-store.js';
import { reencodePicture } from '../../infra/reencode-picture.js';

/**
 * Turns uploaded bytes into the picture that is stored: its type is read from the bytes (never from a
 * name), and its pixels are decoded and encoded afresh, so nothing else of the upload is ever served.
 */
export async function prepareNewsPicture(base64: string): Promise<AgencyFile> {
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length > NEWS_PICTURE_MAX_BYTES) throw AppError.invalid('data', 'must be at most 5 MB');
  const picture = inspectImage(bytes);
  if (!picture) {
    throw AppError.of('unsupported_media_type', 'The picture must be a PNG, JPEG or WebP image.', {
      field: 'data',
    });
  }
  const reencoded = await reencodePicture(bytes, picture.format);
  if (!reencoded)
    throw AppError.invalid('data', `could not be read as a ${picture.format.toUpperCase()} image`);
  return { bytes: reencoded, format: picture.format };
}
