import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { isCommonPassword } from './infra/common-passwords.js';

/**
 * Every environment variable the server reads, parsed once at start.
 * The README's configuration table lists the same names and defaults.
 */
const port = z.coerce.number().int().min(0).max(65_535);
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const positiveInt = z.coerce.number().int().positive();

/** An IPv4 or IPv6 address, with an optional /prefix: one proxy or a network of them. */
function isAddressOrNetwork(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-For is believed: none, the nearest N hops, or the listed addresses and
 * networks. Trusting every sender would let any client name its own address and dodge the limits.
 */
const trustedProxies = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (value === 'true' || !entries.every(isAddressOrNetwork)) {
      context.addIssue({
        code: 'custom',
        message:
          'must be false, a number of proxy hops, or a comma-separated list of proxy addresses or networks (10.0.0.0/8)',
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Hosts (name, or name:port) an agency's own AI provider may be reached at even though they are
 * internal or plain http: a model gateway on the operator's internal network. Every other address must
 * be public and https.
 */
const plainHttpHosts = z
  .string()
  .trim()
  .default('')
  .transform((value, context): string[] => {
    const entries = value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean);
    if (!entries.every((entry) => /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(entry))) {
      context.addIssue({
        code: 'custom',
        message: 'must be a comma-separated list of host names or host:port (gateway.internal:8080)',
      });
      return z.NEVER;
    }
    return entries;
  });

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64 (openssl rand -base64 32)')
      .optional(),
  ),
  TRUST_PROXY: trustedProxies,
  FRAME_ANCESTORS: z.string().min(1).default("'self'"),
  DEMO_EMAIL: z.email().default('demo@example.com'),
  DEMO_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  DEMO_EMBED_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  DEMO_ADMIN_EMAIL: z.email().default('admin@example.com'),
  SUPERADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  SUPERADMIN_PASSWORD: optionalText.pipe(
    z
      .string()
      .min(12, 'must be at least 12 characters')
      .refine((password) => !isCommonPassword(password), 'must not be a commonly used password')
      .optional(),
  ),
  SESSION_IDLE_DAYS: positiveInt.default(7),
  SESSION_MAX_DAYS: positiveInt.default(30),
  LOGIN_MAX_FAILURES: positiveInt.default(10),
  LOGIN_WINDOW_MINUTES: positiveInt.default(15),
  AI_PROVIDER: z.enum(['builtin', 'openai', 'anthropic', 'openai-compatible']).default('builtin'),
  AI_API_KEY: optionalText,
  AI_BASE_URL: optionalText.pipe(z.url().optional()),
  AI_MODEL: optionalText,
  AI_IMAGE_PROVIDER: z.enum(['builtin', 'openai', 'openai-compatible']).default('builtin'),
  AI_IMAGE_API_KEY: optionalText,
  AI_IMAGE_BASE_URL: optionalText.pipe(z.url().optional()),
  AI_IMAGE_MODEL: optionalText,
  AI_TIMEOUT_SECONDS: positiveInt.default(60),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  AGENCY_AI_HTTP_HOSTS: plainHttpHosts,
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalText.pipe(z.string().optional()),
  POSTS_PER_MINUTE: positiveInt.default(30),
  PICTURES_PER_MINUTE: positiveInt.default(6),
  PICTURES_PER_DAY: positiveInt.default(200),
  /** Where the Stripe client sends its calls; a local stand-in in tests and staging. */
  STRIPE_API_BASE: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** The bearer token /metrics asks for; without it /metrics is not served. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** The Facebook app that Connect with Facebook and publishing use; both or neither. */
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_APP_SECRET: optionalText,
  /** The Graph API, with its version; a stand-in on loopback in tests. */
  FACEBOOK_GRAPH_URL: optionalText
    .pipe(z.url({ protocol: /^https?$/ }).optional())
    .transform((value) => value ?? 'https://graph.facebook.com/v21.0'),
  /** Facebook Login's dialog. */
  FACEBOOK_LOGIN_URL: optionalText
    .pipe(z.url({ protocol: /^https?$/ }).optional())
    .transform((value) => value ?? 'https://www.facebook.com/v21.0/dialog/oauth'),
  /** The HighLevel marketplace app agencies connect through; both or neither. */
  HIGHLEVEL_CLIENT_ID: optionalText,
  HIGHLEVEL_CLIENT_SECRET: optionalText,
  HIGHLEVEL_API_URL: optionalText
    .pipe(z.url({ protocol: /^https?$/ }).optional())
    .transform((value) => value ?? 'https://services.leadconnectorhq.com'),
  HIGHLEVEL_LOGIN_URL: optionalText
    .pipe(z.url({ protocol: /^https?$/ }).optional())
    .transform((value) => value ?? 'https://marketplace.gohighlevel.com/oauth/chooselocation'),
  /** A bucket for pictures and logos, shared by every instance; unset keeps them under DATA_DIR/media. */
  S3_BUCKET: optionalText,
  /** An S3-compatible service's address (MinIO, R2, Spaces); unset for AWS itself. */
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Both or neither; neither uses the SDK's own chain (environment, instance role). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** The bucket in the path rather than the host name; S3-compatible services mostly need it. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /** Where browsers fetch media from (a CDN or a public bucket); unset: the product serves /media/. */
  MEDIA_PUBLIC_URL: optionalText
    .pipe(z.url({ protocol: /^https?$/ }).optional())
    .transform((value) => value?.replace(/\/+$/, '')),
  /** How often each instance looks for scheduled posts that are due. */
  PUBLISH_SWEEP_SECONDS: z.coerce.number().min(0.2).max(300).default(20),
  /** How often an idle job worker asks the queue for work. */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
});

/** The operator's account, made or updated at start when both of its variables are set. */
export interface SuperadminAccount {
  email: string;
  password: string;
}

export type Config = z.infer<typeof configSchema> & {
  dataDir: string;
  publicUrl: string;
  superadmin: SuperadminAccount | null;
};

export class ConfigError extends Error {}

function crossFieldProblems(config: z.infer<typeof configSchema>): string[] {
  const problems: string[] = [];
  if (config.DEMO_ADMIN_EMAIL.toLowerCase() === config.DEMO_EMAIL.toLowerCase()) {
    problems.push('DEMO_ADMIN_EMAIL: must differ from DEMO_EMAIL');
  }
  if ((config.SUPERADMIN_EMAIL === undefined) !== (config.SUPERADMIN_PASSWORD === undefined)) {
    problems.push('SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD: set both, or neither');
  }
  if ((config.HIGHLEVEL_CLIENT_ID === undefined) !== (config.HIGHLEVEL_CLIENT_SECRET === undefined)) {
    problems.push('HIGHLEVEL_CLIENT_ID and HIGHLEVEL_CLIENT_SECRET: set both, or neither');
  }
  if ((config.FACEBOOK_APP_ID === undefined) !== (config.FACEBOOK_APP_SECRET === undefined)) {
    problems.push('FACEBOOK_APP_ID and FACEBOOK_APP_SECRET: set both, or neither');
  }
  if ((config.S3_ACCESS_KEY_ID === undefined) !== (config.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither');
  }
  if (!config.S3_BUCKET && (config.S3_ENDPOINT || config.S3_ACCESS_KEY_ID || config.MEDIA_PUBLIC_URL)) {
    problems.push('S3_BUCKET: is required when S3_ENDPOINT, S3 credentials or MEDIA_PUBLIC_URL are set');
  }
  if (config.SESSION_IDLE_DAYS > config.SESSION_MAX_DAYS) {
    problems.push('SESSION_IDLE_DAYS: must not exceed SESSION_MAX_DAYS');
  }
  if ((config.AI_PROVIDER === 'openai' || config.AI_PROVIDER === 'anthropic') && !config.AI_API_KEY) {
    problems.push(`AI_API_KEY: is required when AI_PROVIDER is ${config.AI_PROVIDER}`);
  }
  if (config.AI_PROVIDER === 'openai-compatible' && (!config.AI_BASE_URL || !config.AI_MODEL)) {
    problems.push('AI_BASE_URL and AI_MODEL: are required when AI_PROVIDER is openai-compatible');
  }
  if (config.AI_IMAGE_PROVIDER === 'openai' && !(config.AI_IMAGE_API_KEY ?? config.AI_API_KEY)) {
    problems.push('AI_IMAGE_API_KEY (or AI_API_KEY): is required when AI_IMAGE_PROVIDER is openai');
  }
  if (
    config.AI_IMAGE_PROVIDER === 'openai-compatible' &&
    (!(config.AI_IMAGE_BASE_URL ?? config.AI_BASE_URL) || !config.AI_IMAGE_MODEL)
  ) {
    problems.push(
      'AI_IMAGE_BASE_URL (or AI_BASE_URL) and AI_IMAGE_MODEL: are required when AI_IMAGE_PROVIDER is openai-compatible',
    );
  }
  return problems;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const problems = crossFieldProblems(parsed.data);
  if (problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const { HOST, PORT, SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD } = parsed.data;
  return {
    ...parsed.data,
    dataDir: resolve(parsed.data.DATA_DIR),
    superadmin:
      SUPERADMIN_EMAIL && SUPERADMIN_PASSWORD
        ? { email: SUPERADMIN_EMAIL.toLowerCase(), password: SUPERADMIN_PASSWORD }
        : null,
    // Where links in e-mails lead; the address this server listens on when nothing says otherwise.
    publicUrl: (
      parsed.data.PUBLIC_URL ?? `http://${HOST.includes(':') ? `[${HOST}]` : HOST}:${PORT}`
    ).replace(/\/$/, ''),
  };
}
