import type { Embedding } from '../../../../contract/agency-console/embedding.js';
import { type SecretBox, secretHint } from '../../../infra/secret-box.js';
import type { ConsoleAgency } from '../console-agency-repository.js';

function secretState(secretBox: SecretBox, sealed: string | null) {
  if (sealed === null) return { set: false, hint: null };
  try {
    return { set: true, hint: secretHint(secretBox.open(sealed)) };
  } catch {
    // Sealed with another SECRET_KEY: it is set, but unreadable until it is replaced.
    return { set: true, hint: null };
  }
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
