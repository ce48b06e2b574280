import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), { message: `must start with ${protocols.join(' or ')}:` })
    .optional();

/** Every setting the server reads, validated once at start. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Listening address; default loopback while development tools are on, every interface otherwise. */
  HOST: z.string().optional(),
  /** Where embedded data lives: PGlite database, blobs, generated secrets. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection; absent means embedded PGlite. */
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  /** Address users reach the site at; used in e-mail links and cookie security. */
  PUBLIC_URL: optionalUrl(['http', 'https']),
  /** Secret for code hashes and key encryption; required (>= 32 chars) outside embedded mode. */
  APP_SECRET: z.string().min(32).optional(),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('Vault Portal <no-reply@vault.local>'),
  /** Text messages (phone codes): an HTTP gateway taking POST {id, to, text}; absent = dev mailbox. */
  SMS_WEBHOOK_URL: optionalUrl(['http', 'https']),
  SMS_WEBHOOK_TOKEN: z.string().optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** SSO: the identity provider's public key (PEM, SPKI) and the claims it must carry. */
  SSO_PUBLIC_KEY: z.string().optional(),
  SSO_ISSUER: z.string().optional(),
  SSO_AUDIENCE: z.string().default('vault-portal'),
  /** Development tools (mailbox page, SSO signer). Default: on in embedded non-production mode. */
  DEV_TOOLS: bool.optional(),
  /** Start development tools on a non-loopback HOST anyway (they still answer loopback callers only). */
  DEV_TOOLS_FORCE: bool.default(false),
  ONBOARD_PLUS: bool.default(false),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app is; the server serves it when present. */
  WEB_DIST: z.string().optional(),
  /** Seed demo accounts on first start. Default: on in embedded mode. */
  SEED_DEMO: bool.optional(),
  /** Scale rate limits (tests raise it). */
  RATE_LIMIT_FACTOR: z.coerce.number().min(0.01).max(10_000).default(1),
  /**
   * Scale the free wrong-password tries of the sign-in throttle. Browser journeys raise it: all their
   * sign-ins come from 127.0.0.1, and the tries of one journey must not pause the next one's.
   */
  LOGIN_THROTTLE_FACTOR: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Documents in S3-compatible object storage instead of DATA_DIR/blobs: all of bucket, region and keys, or none. */
  S3_BUCKET: z.string().optional(),
  /** Endpoint of a non-AWS store (MinIO, Ceph...); absent = AWS for the region. */
  S3_ENDPOINT: optionalUrl(['http', 'https']),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addressing (bucket in the path), which most non-AWS stores need. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Add-by-URL: comma-separated domains documents may be fetched from; a domain allows its subdomains. Empty = none. */
  DOCUMENT_URL_DOMAINS: z.string().default(''),
  /** Add-by-URL: comma-separated host:port pairs the operator trusts to resolve to private addresses (intranet). */
  DOCUMENT_URL_TRUSTED_HOSTS: z.string().default(''),
  /** Recognition worker threads (each loads the OCR models, ~400-700 MB). Default 1 embedded, else the library's (cores - 1, at most 2). */
  RECOGNITION_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  /** Documents allowed to wait for a recognition worker; more are refused with 30000201 (503). */
  RECOGNITION_QUEUE: z.coerce.number().int().min(1).max(256).default(8),
});

export type Env = z.infer<typeof envSchema>;

/** Object storage settings, present only when every required S3_* variable is set. */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** S3 is all or nothing: a half-configured store would silently keep documents on local disk. */
function s3Settings(env: Env, problems: string[]): S3Settings | null {
  const given = [...S3_REQUIRED, 'S3_ENDPOINT' as const].filter((k) => env[k]);
  if (given.length === 0) return null;
  const missing = S3_REQUIRED.filter((k) => !env[k]);
  if (missing.length) {
    problems.push(`${missing.join(', ')}: required with ${given.join(', ')} (S3 storage needs bucket, region and keys)`);
    return null;
  }
  return {
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION!,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** Add-by-URL settings: lower-case domains without a trailing dot, and host:port pairs. */
export interface DocumentUrlSettings {
  domains: string[];
  trustedHosts: string[];
}

const splitList = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim().toLowerCase().replace(/\.$/, ''))
    .filter(Boolean);

function documentUrlSettings(env: Env, problems: string[]): DocumentUrlSettings {
  const trustedHosts = splitList(env.DOCUMENT_URL_TRUSTED_HOSTS);
  for (const host of trustedHosts) {
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(host)) problems.push(`DOCUMENT_URL_TRUSTED_HOSTS: '${host}' is not host:port`);
  }
  const domains = splitList(env.DOCUMENT_URL_DOMAINS);
  for (const domain of domains) {
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(domain)) problems.push(`DOCUMENT_URL_DOMAINS: '${domain}' is not a domain name`);
  }
  return { domains, trustedHosts };
}

export interface Config extends Omit<Env, 'DEV_TOOLS' | 'SEED_DEMO' | 'PUBLIC_URL' | 'HOST'> {
  HOST: string;
  /** Object storage for documents; null = files under DATA_DIR/blobs. */
  s3: S3Settings | null;
  documentUrls: DocumentUrlSettings;
  embedded: boolean;
  devTools: boolean;
  seedDemo: boolean;
  publicUrl: string;
  secureCookies: boolean;
  /** Recognition worker threads; undefined lets the library choose. */
  recognitionWorkers: number | undefined;
}

/** Thrown when the environment is wrong; `problems` lists each bad or missing variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** A loopback address or name: 127.0.0.0/8, ::1, localhost. */
export function isLoopback(address: string): boolean {
  const a = address.toLowerCase().replace(/^\[|\]$/g, '').replace(/^::ffff:/, '');
  return a === 'localhost' || a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

/** Reads and checks the environment. Embedded mode is the absence of DATABASE_URL. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const env = parsed.data;
  const embedded = !env.DATABASE_URL;
  const problems: string[] = [];
  if (!embedded && !env.APP_SECRET) problems.push('APP_SECRET: required with DATABASE_URL (at least 32 characters)');
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) problems.push('PUBLIC_URL: required in production');
  if (env.SSO_PUBLIC_KEY && !env.SSO_ISSUER) problems.push('SSO_ISSUER: required with SSO_PUBLIC_KEY');
  const s3 = s3Settings(env, problems);
  const documentUrls = documentUrlSettings(env, problems);
  const devTools = env.DEV_TOOLS ?? (embedded && env.NODE_ENV !== 'production');
  const host = env.HOST ?? (devTools ? '127.0.0.1' : '0.0.0.0');
  if (devTools && !isLoopback(host) && !env.DEV_TOOLS_FORCE) {
    problems.push(`HOST: '${host}' is reachable from the network while development tools (mailbox, SSO signer) are on; listen on 127.0.0.1, set DEV_TOOLS=false, or set DEV_TOOLS_FORCE=true`);
  }
  if (problems.length) throw new ConfigError(problems);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const { DEV_TOOLS: _d, SEED_DEMO, PUBLIC_URL: _p, ...rest } = env;
  return {
    ...rest,
    s3,
    documentUrls,
    embedded,
    HOST: host,
    devTools,
    seedDemo: SEED_DEMO ?? embedded,
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    // One process shares its two cores with PGlite in embedded mode: one worker (two inference threads) is enough.
    recognitionWorkers: env.RECOGNITION_WORKERS ?? (embedded ? 1 : undefined),
  };
}
