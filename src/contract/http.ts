import { z } from 'zod';

/**
 * Every error the API answers with, and its HTTP status. The set is closed: the server can only raise
 * these, and the web narrows on them by name.
 */
export const ERROR_STATUS = {
  invalid_input: 400,
  invalid_json: 400,
  bad_url: 400,
  bad_request: 400,
  invalid_content_length: 400,
  wrong_password: 400,
  unauthorized: 401,
  session_ended: 401,
  wrong_credentials: 401,
  embed_not_configured: 401,
  unknown_location: 401,
  link_expired: 401,
  link_too_far_ahead: 401,
  link_bad_signature: 401,
  link_used: 401,
  payload_used: 401,
  bad_payload: 401,
  payload_mismatch: 401,
  signature_required: 401,
  insufficient_balance: 402,
  payment_declined: 402,
  // 402 rather than 403: the free allowance is spent, and paying (upgrading) is what lifts it, as for a
  // balance too low; 403 stays the answer for what a trial never includes.
  trial_used_up: 402,
  forbidden: 403,
  other_agency: 403,
  agency_suspended: 403,
  // The business's plan does not include the app (the Chat App): its agency decides what the plan opens.
  app_not_in_plan: 403,
  not_found: 404,
  conflict: 409,
  user_limit_reached: 409,
  last_admin: 409,
  // A trial is opened again only from the browser that started it: an e-mail typed in is no proof.
  trial_exists: 409,
  payments_not_set_up: 409,
  no_card: 409,
  invitation_expired: 410,
  body_too_large: 413,
  unsupported_media_type: 415,
  translation_needs_provider: 422,
  prompt_needs_provider: 422,
  ai_test_failed: 422,
  stripe_keys_rejected: 422,
  too_many_attempts: 429,
  too_many_requests: 429,
  internal: 500,
  ai_unavailable: 502,
  payments_unavailable: 502,
  mail_unavailable: 502,
  not_ready: 503,
  ai_timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

const ERROR_CODES = Object.keys(ERROR_STATUS).filter((code): code is ErrorCode => code in ERROR_STATUS);
export const errorCodeSchema = z.enum(ERROR_CODES);

/** Every error the API returns has this shape. */
export const errorSchema = z.object({
  message: z.string(),
  code: errorCodeSchema,
  field: z.string().optional().describe('The input field at fault, for 400 responses'),
  neededCents: z
    .number()
    .int()
    .optional()
    .describe('For insufficient_balance: what the action costs, in cents, against a smaller balance'),
});
export type ApiErrorBody = z.infer<typeof errorSchema>;
