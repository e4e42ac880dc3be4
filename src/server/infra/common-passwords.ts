import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD } from '../../contract/passwords.js';
import { AppError } from '../core/errors.js';

// The 49,000 passwords seen most in breaches, as zxcvbn ships them: lower case, so a capital letter
// does not make a common password uncommon.
const COMMON = new Set(dictionary['passwords-common']);

/** Whether a password is one of those people use most (OWASP ASVS 2.1.7). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** Refuses a new password people use most, naming the field it came in. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw AppError.invalid(field, COMMON_PASSWORD);
}
