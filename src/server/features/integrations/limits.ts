import sharp from 'sharp';
import {
  CAPTION_LIMITS,
  INSTAGRAM_MAX_BYTES,
  INSTAGRAM_RATIO,
  type SocialAccountKind,
} from '../../../contract/integrations.js';
import { AppError } from '../../core/errors.js';

/**
 * What the platform would refuse, refused before anything is queued: a caption past its limit, an
 * Instagram post without a picture, or a picture Instagram does not take.
 */
export async function checkLimits(kind: SocialAccountKind, caption: string, picture: Uint8Array | null) {
  const limit = CAPTION_LIMITS[kind];
  if (caption.length > limit) {
    throw AppError.invalid(
      'accountId',
      `takes at most ${limit.toLocaleString('en-US')} characters; this post has ${caption.length.toLocaleString('en-US')}`,
    );
  }
  if (kind !== 'instagram') return;
  if (!picture) {
    throw AppError.invalid(
      'accountId',
      'is an Instagram account, which needs a picture: create an image for the post first',
    );
  }
  if (picture.length > INSTAGRAM_MAX_BYTES)
    throw AppError.invalid('accountId', 'takes pictures of at most 8 MB');
  const { width = 0, height = 0 } = await sharp(picture).metadata();
  const ratio = height > 0 ? width / height : 0;
  if (ratio < INSTAGRAM_RATIO.min - 0.005 || ratio > INSTAGRAM_RATIO.max + 0.005) {
    throw AppError.invalid('accountId', 'takes pictures between 4:5 (portrait) and 1.91:1 (landscape)');
  }
}
