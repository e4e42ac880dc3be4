import type { EmbedConfig, EmbedRequest, LoginResponse } from '../../../contract/auth.js';
import type { ErrorCode } from '../../../contract/http.js';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../db/open.js';
import { type AttemptLimiter, networkOf } from '../../infra/attempt-limiter.js';
import type { SecretBox } from '../../infra/secret-box.js';
import { refuseIfSuspended } from '../agencies/suspension.js';
import type { AuthService } from '../auth/service.js';
import { findUserByEmail } from '../users/repository.js';
import { decryptOpenSslAes } from './openssl-aes.js';
import { consumeProof, findLocationWithAgency, upsertEmbeddedUser } from './repository.js';
import { checkEmbedLink } from './signed-link.js';

const refuse = (code: ErrorCode, message: string) => AppError.of(code, message);
const otherAgency = () => AppError.of('other_agency', 'This e-mail belongs to a user of another agency.');
const unsignedRefused = () =>
  refuse('signature_required', 'This link is missing its signature. Please open the app from your platform.');

/** Unsigned sign-ins one network address may make in the attempts window. */
const UNSIGNED_PER_WINDOW = 100;

/**
 * The platform's payload carries no time, so a used one is remembered this long: a payload captured and
 * replayed within it is refused. The platform encrypts each answer with a fresh salt, so a real user's
 * next sign-in brings a new payload.
 */
const PAYLOAD_MEMORY_MS = 30 * 86_400_000;

const LINK_CODES = {
  expired: 'link_expired',
  too_far_ahead: 'link_too_far_ahead',
  bad_signature: 'link_bad_signature',
} as const;

const LINK_MESSAGES = {
  expired: 'This sign-in link has expired. Please open the app again from your platform.',
  too_far_ahead: 'This sign-in link is valid for too long to be trusted.',
  bad_signature: 'This sign-in link is not valid.',
} as const;

type AgencyRow = NonNullable<Awaited<ReturnType<typeof findLocationWithAgency>>>['agency'];

export interface EmbedDeps {
  db: Database;
  clock: Clock;
  secretBox: SecretBox;
  attempts: AttemptLimiter;
  auth: Pick<AuthService, 'startSession'>;
}

/** The key signed links are checked with. */
function embedSecret(secretBox: SecretBox, agency: AgencyRow): string {
  if (!agency.embedSecretEncrypted) {
    throw refuse('embed_not_configured', 'Your agency has not set up embedded sign-in yet.');
  }
  return secretBox.open(agency.embedSecretEncrypted);
}

/** The key shared with HighLevel, which encrypts its sign-on payload; it never checks a signed link. */
function highlevelSecret(secretBox: SecretBox, agency: AgencyRow): string {
  if (!agency.highlevelSecretEncrypted) {
    throw refuse('embed_not_configured', 'Your agency has not set up HighLevel sign-in yet.');
  }
  return secretBox.open(agency.highlevelSecretEncrypted);
}

/** The platform's user, when the encrypted payload names this e-mail and location. */
function verifyPlatformPayload(
  secret: string,
  input: Extract<EmbedRequest, { method: 'ghl' }>,
): string | null {
  const plain = decryptOpenSslAes(input.payload, secret);
  if (!plain) throw refuse('bad_payload', 'The platform sign-in could not be verified.');
  let data: unknown;
  try {
    data = JSON.parse(plain);
  } catch {
    throw refuse('bad_payload', 'The platform sign-in could not be verified.');
  }
  if (typeof data !== 'object' || data === null)
    throw refuse('bad_payload', 'The platform sign-in could not be verified.');
  const email = 'email' in data && typeof data.email === 'string' ? data.email.trim().toLowerCase() : '';
  const activeLocation = 'activeLocation' in data ? data.activeLocation : undefined;
  if (email !== input.email || activeLocation !== input.locationId) {
    throw refuse('payload_mismatch', 'The platform signed in another user or location than this link names.');
  }
  return 'userName' in data && typeof data.userName === 'string' && data.userName.trim()
    ? data.userName.trim()
    : null;
}

/** Signs in a user arriving through /{email}/{locationId}/app/… once the link or platform vouches for them. */
export async function embedLogin(
  { db, clock, secretBox, attempts, auth }: EmbedDeps,
  input: EmbedRequest,
  address: string,
): Promise<LoginResponse> {
  const found = await findLocationWithAgency(db, input.locationId);
  if (!found) throw refuse('unknown_location', 'This location does not exist.');
  const { agency } = found;
  refuseIfSuspended(agency);

  let userName: string | null = null;
  const now = clock();
  if (input.method === 'signed') {
    const check = checkEmbedLink(embedSecret(secretBox, agency), input, now.getTime());
    if (check !== 'valid') throw refuse(LINK_CODES[check], LINK_MESSAGES[check]);
    if (!(await consumeProof(db, input.sig, new Date(input.exp * 1000), now))) {
      throw refuse(
        'link_used',
        'This sign-in link has been used already. Please open the app again from your platform.',
      );
    }
  } else if (input.method === 'ghl') {
    userName = verifyPlatformPayload(highlevelSecret(secretBox, agency), input);
    if (!(await consumeProof(db, input.payload, new Date(now.getTime() + PAYLOAD_MEMORY_MS), now))) {
      throw refuse('payload_used', 'This platform sign-in has been used already. Please reload the page.');
    }
  } else if (!agency.allowUnsignedEmbed) {
    throw unsignedRefused();
  } else {
    // Nothing vouches for an unsigned link, so each address gets a bounded number of them.
    await attempts.take(
      [{ key: `embed-unsigned:address:${networkOf(address)}`, limit: UNSIGNED_PER_WINDOW }],
      'Too many sign-ins.',
    );
  }

  const existing = await findUserByEmail(db, input.email);
  if (input.method === 'unsigned') {
    // It may open this agency's platform users, never an account with a password or of another agency;
    // one answer for all of those, so an unsigned link tells nothing about who has an account.
    const mayOpen =
      !existing ||
      (existing.agencyId === agency.id && existing.passwordHash === null && existing.role === 'agency');
    if (!mayOpen) throw unsignedRefused();
  } else if (existing && existing.agencyId !== agency.id) {
    throw otherAgency();
  } else if (existing?.role === 'superadmin') {
    // The operator runs every agency: no agency's secret may vouch for them, only their own password.
    throw refuse('forbidden', 'This account signs in with its password only.');
  }
  const user = await upsertEmbeddedUser(db, {
    agencyId: agency.id,
    email: input.email,
    locationId: input.locationId,
    userName: userName ?? input.email.split('@')[0] ?? input.email,
  });
  // Another agency's user took this e-mail between the check above and the upsert.
  if (!user) throw otherAgency();
  return auth.startSession(user, 'embed');
}

/** What the embedded page needs before sign-in: which parent origin may answer, and whether links may be unsigned. */
export async function embedConfig(db: Database, locationId: string): Promise<EmbedConfig> {
  const found = await findLocationWithAgency(db, locationId);
  if (!found) throw AppError.notFound('Location');
  return { platformOrigin: found.agency.platformOrigin, allowUnsigned: found.agency.allowUnsignedEmbed };
}
