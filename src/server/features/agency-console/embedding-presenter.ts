import type { Embedding } from '../../../contract/agency-console/embedding.js';
import type { SecretBox } from '../../infra/secret-box.js';
import type { ConsoleAgency } from './console-agency-repository.js';

/** Enough of a secret to tell which one is set: its last four characters. */
export const secretHint = (secret: string) => `…${secret.slice(-4)}`;

function secretState(secretBox: SecretBox, sealed: string | null) {
  return sealed === null
    ? { set: false, hint: null }
    : { set: true, hint: secretHint(secretBox.open(sealed)) };
}

/** The embedding settings; the secrets only as whether they are set and a hint, never readable again. */
export function presentEmbedding(agency: ConsoleAgency, secretBox: SecretBox): Embedding {
  return {
    embedSecret: secretState(secretBox, agency.embedSecretEncrypted),
    highlevelSecret: secretState(secretBox, agency.highlevelSecretEncrypted),
    platformOrigin: agency.platformOrigin,
    allowUnsigned: agency.allowUnsignedEmbed,
  };
}
