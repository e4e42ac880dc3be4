import { NEWS_PICTURE_MAX_BYTES, NEWS_PICTURE_TYPES } from '../../../../contract/agency-console/news';

const megabytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;

/** Why a chosen file cannot be the picture, checked before sending it (the server checks again). */
export function pictureFileProblem(file: { type: string; size: number }): string | null {
  if (!NEWS_PICTURE_TYPES.some((type) => type === file.type)) {
    return 'The picture must be a PNG, JPEG or WebP image.';
  }
  if (file.size === 0) return 'This file is empty.';
  if (file.size > NEWS_PICTURE_MAX_BYTES) {
    return `This file is ${megabytes(file.size)}; a picture can be at most ${megabytes(NEWS_PICTURE_MAX_BYTES)}.`;
  }
  return null;
}

/** A chosen picture: its bytes as base64 for the upload, and as a data: address for the preview. */
export interface ChosenPicture {
  data: string;
  preview: string;
}

/**
 * The picture, read and opened as the browser would show it: a file named .png that is not one is refused here,
 * when it is chosen, not after the item was saved without it.
 */
export async function readPicture(file: Blob): Promise<ChosenPicture> {
  const picture = await readFile(file);
  const image = new Image();
  image.src = picture.preview;
  try {
    await image.decode();
  } catch {
    throw new Error('This file is not a picture: choose a PNG, JPEG or WebP image.');
  }
  return picture;
}

function readFile(file: Blob): Promise<ChosenPicture> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const preview = typeof reader.result === 'string' ? reader.result : '';
      resolve({ data: preview.slice(preview.indexOf(',') + 1), preview });
    };
    reader.onerror = () => reject(new Error('The file could not be read. Please choose it again.'));
    reader.readAsDataURL(file);
  });
}
