import { createCipheriv, randomBytes } from 'node:crypto';
import { deriveKeyAndIv } from '../features/embed/openssl-aes.js';

/** Encrypts as `CryptoJS.AES.encrypt(text, passphrase).toString()` does, as the marketing platform sends it. */
export function encryptLikePlatform(text: string, passphrase: string): string {
  const salt = randomBytes(8);
  const { key, iv } = deriveKeyAndIv(passphrase, salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from('Salted__'), salt, body]).toString('base64');
}
