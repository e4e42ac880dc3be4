import { randomInt } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A location id: exactly 20 letters or digits, as the embedding platforms use. */
export function newLocationId(): string {
  let id = '';
  for (let i = 0; i < 20; i++) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return id;
}

export function randomPassword(length = 16): string {
  let password = '';
  for (let i = 0; i < length; i++) password += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return password;
}
