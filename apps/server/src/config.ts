import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IANAZone } from 'luxon';
import type { S3Options } from './providers/storage/s3';

/** apps/web/dist, seen from apps/server/src or apps/server/dist alike. */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The repository's data folder, whichever folder the server is started from (`npm start`, `npm run dev`). */
const defaultDataDir = fileURLToPath(new URL('../../../data', import.meta.url));

/** Every environment variable the server reads, with its default. README lists the same. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  sessionIdleHours: number;
  sessionMaxDays: number;
  /** Where members reach this server from the Internet: the base of the unsubscribe links in e-mails. */
  publicUrl: string;
  /** The company's IANA time zone: scheduled sends' dates and times are read in it. */
  timeZone: string;
  devConsoleUrl: string;
  liveConsoleUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** FCM service-account JSON (or the path of its file): push notifications through FCM. */
  fcmServiceAccount: string | undefined;
  /** Google's standard credentials file: FCM through application-default credentials. */
  googleApplicationCredentials: string | undefined;
  logLevel: string;
  /** JSON lines (the default), or readable lines: LOG_FORMAT=pretty, or when stdout is a terminal. */
  logFormat: 'json' | 'pretty';
  trustProxy: boolean;
  /** Folder of the built console; omitted in tests. */
  webDist: string | undefined;
  /** Demo members generated on a new database (0: none). */
  seedMembers: number;
  /** OpenAI-compatible chat-completions endpoint; without it the offline composer writes reports. */
  aiBaseUrl: string | undefined;
  /** Its key (never logged); local servers may need none. */
  aiApiKey: string | undefined;
  /** How long one AI call may take before it fails. */
  aiTimeoutMs: number;
  /** The model that writes machine translations of content keys. */
  aiTranslationModel: string;
  /** The mobile app's key for POST /api/events (never logged); without it that call answers 503. */
  appEventsKey: string | undefined;
  /** Demo app events generated with the demo members on a new database (0: none). */
  seedEvents: number;
  /** Seconds a SIGTERM waits for requests and jobs under way before the process exits anyway (with 1). */
  shutdownTimeoutS: number;
  /** S3-compatible storage of uploaded files (S3_BUCKET set); the local disk under DATA_DIR/files without it. */
  s3: S3Options | undefined;
}

type Env = Record<string, string | undefined>;

function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function wholeNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, 0 or more, got "${raw}"`);
  return value;
}

function url(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    return new URL(raw).toString();
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

function aiBaseUrl(env: Env): string | undefined {
  const raw = env.AI_BASE_URL || undefined;
  if (!raw) {
    if (env.AI_API_KEY) throw new Error('AI_API_KEY is set but AI_BASE_URL is not: set both, or neither');
    return undefined;
  }
  if (!/^https?:\/\//.test(raw))
    throw new Error(`AI_BASE_URL must start with http:// or https://, got "${raw}"`);
  return url(env, 'AI_BASE_URL', raw);
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** S3_BUCKET switches uploads to an S3-compatible store; the other S3_* variables only make sense with it. */
function s3Options(env: Env): S3Options | undefined {
  const bucket = env.S3_BUCKET || undefined;
  if (!bucket) {
    const stray = S3_VARIABLES.find((name) => env[name]);
    if (stray) throw new Error(`${stray} is set but S3_BUCKET is not: set S3_BUCKET to store files in S3`);
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(
      `S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots, hyphens), got "${bucket}"`,
    );
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint))
    throw new Error(`S3_ENDPOINT must start with http:// or https://, got "${endpoint}"`);
  const region = env.S3_REGION || 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region))
    throw new Error(`S3_REGION must be a region name such as eu-west-1, got "${region}"`);
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither');
  return {
    endpoint: endpoint === undefined ? undefined : url(env, 'S3_ENDPOINT', endpoint),
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
  };
}

function timeZone(env: Env): string {
  const raw = env.TIME_ZONE?.trim() || 'UTC';
  if (!IANAZone.isValidZone(raw))
    throw new Error(`TIME_ZONE must be an IANA time zone such as Europe/Paris, got "${raw}"`);
  return raw;
}

function appEventsKey(env: Env): string | undefined {
  const raw = env.APP_EVENTS_KEY || undefined;
  if (raw !== undefined && raw.length < 16)
    throw new Error('APP_EVENTS_KEY must be at least 16 characters long');
  return raw;
}

/** LOG_FORMAT is json or pretty; unset: pretty in a terminal, JSON elsewhere (a file, a pipe, a collector). */
function logFormat(env: Env): Config['logFormat'] {
  const format = env.LOG_FORMAT?.trim().toLowerCase();
  if (format === 'json' || format === 'pretty') return format;
  if (format) throw new Error(`LOG_FORMAT must be json or pretty (got "${env.LOG_FORMAT}")`);
  return process.stdout.isTTY ? 'pretty' : 'json';
}

export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const port = positiveNumber(env, 'PORT', 8080);
  if (!Number.isInteger(port) || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : defaultDataDir,
    databaseUrl,
    adminEmail: (env.ADMIN_EMAIL || 'admin@example.com').trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    sessionIdleHours: positiveNumber(env, 'SESSION_IDLE_HOURS', 12),
    sessionMaxDays: positiveNumber(env, 'SESSION_MAX_DAYS', 7),
    publicUrl: url(env, 'PUBLIC_URL', `http://localhost:${port}/`),
    timeZone: timeZone(env),
    devConsoleUrl: url(env, 'DEV_CONSOLE_URL', 'http://localhost:8080/'),
    liveConsoleUrl: url(env, 'LIVE_CONSOLE_URL', 'https://admin.orrery.app/'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Orrery <no-reply@orrery.local>',
    fcmServiceAccount: env.FCM_SERVICE_ACCOUNT || undefined,
    googleApplicationCredentials: env.GOOGLE_APPLICATION_CREDENTIALS || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: logFormat(env),
    trustProxy: env.TRUST_PROXY === 'true',
    seedMembers: wholeNumber(env, 'SEED_MEMBERS', 5000),
    aiBaseUrl: aiBaseUrl(env),
    aiApiKey: env.AI_API_KEY || undefined,
    aiTimeoutMs: positiveNumber(env, 'AI_TIMEOUT_MS', 60_000),
    aiTranslationModel: env.AI_TRANSLATION_MODEL?.trim() || 'gpt-4o-mini',
    appEventsKey: appEventsKey(env),
    seedEvents: wholeNumber(env, 'SEED_EVENTS', 300_000),
    shutdownTimeoutS: positiveNumber(env, 'SHUTDOWN_TIMEOUT_S', 25),
    s3: s3Options(env),
    webDist: env.WEB_DIST === '' ? undefined : env.WEB_DIST ? resolve(env.WEB_DIST) : defaultWebDist,
  };
}
