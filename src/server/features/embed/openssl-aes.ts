import { createDecipheriv, createHash } from 'node:crypto';

const SALTED = Buffer.from('Salted__');

/** OpenSSL's EVP_BytesToKey with MD5 and one round: the key derivation CryptoJS uses for passphrases. */
export function deriveKeyAndIv(passphrase: string, salt: Buffer): { key: Buffer; iv: Buffer } {
  const pass = Buffer.from(passphrase, 'utf8');
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  while (Buffer.concat(blocks).length < 48) {
    previous = createHash('md5')
      .update(Buffer.concat([previous, pass, salt]))
      .digest();
    blocks.push(previous);
  }
  const material = Buffer.concat(blocks);
  return { key: material.subarray(0, 32), iv: material.subarray(32, 48) };
}

/**
 * Decrypts `CryptoJS.AES.encrypt(text, passphrase).toString()`: base64 of "Salted__", an 8-byte salt
 * and AES-256-CBC ciphertext. Returns null when the input is not in that format or the passphrase is wrong.
 */
export function decryptOpenSslAes(base64: string, passphrase: string): string | null {
  const raw = Buffer.from(base64, 'base64');
  if (raw.length < 32 || !raw.subarray(0, 8).equals(SALTED)) return null;
  const { key, iv } = deriveKeyAndIv(passphrase, raw.subarray(8, 16));
  try {
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    return Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
