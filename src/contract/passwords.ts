import { text } from './common.js';

/** The earlier screens' words for a confirmation that differs, kept by the calls they make. */
export const PASSWORD_NOT_CONFIRMED = 'Password not confirmed!';
/** The product's words for it, under the confirmation field. */
export const PASSWORDS_DIFFER = 'does not match the password you chose';
export const COMMON_PASSWORD = 'is too common: choose one that others are unlikely to use';

/**
 * A password someone chooses (OWASP ASVS 2.1): at least 8 characters, up to 200 so a passphrase fits.
 * That it is none of the passwords people use most is checked by the server alone: the list weighs
 * about 200 KB even compressed, more than the whole sign-in screen, so the browser shows the server's
 * answer (COMMON_PASSWORD, naming the field) instead.
 */
export const newPasswordSchema = text()
  .min(8, 'must be at least 8 characters')
  .max(200, 'must be at most 200 characters');
