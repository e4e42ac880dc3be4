import { LOGO_MAX_BYTES, LOGO_TYPES } from '../../contract/agency-console/brand';

const megabytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;

/** Why a chosen file cannot be the logo, checked before sending it (the server checks again). */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!LOGO_TYPES.some((type) => type === file.type)) {
    return 'The logo must be a PNG, JPEG, SVG or WebP image.';
  }
  if (file.size === 0) return 'This file is empty.';
  if (file.size > LOGO_MAX_BYTES) {
    return `This file is ${megabytes(file.size)}; the logo can be at most ${megabytes(LOGO_MAX_BYTES)}.`;
  }
  return null;
}

/** The file's bytes as base64, as the upload takes them (a data: URL without its prefix). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(new Error('The file could not be read. Please choose it again.'));
    reader.readAsDataURL(file);
  });
}
