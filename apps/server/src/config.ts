import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/web/dist, seen from apps/server/src or apps/server/dist alike. */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

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
  devConsoleUrl: string;
  liveConsoleUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  trustProxy: boolean;
  /** Folder of the built console; omitted in tests. */
  webDist: string | undefined;
  /** Demo members generated on a new database (0: none). */
  seedMembers: number;
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
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl,
    adminEmail: (env.ADMIN_EMAIL || 'admin@orrery.local').trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    sessionIdleHours: positiveNumber(env, 'SESSION_IDLE_HOURS', 12),
    sessionMaxDays: positiveNumber(env, 'SESSION_MAX_DAYS', 7),
    devConsoleUrl: url(env, 'DEV_CONSOLE_URL', 'http://localhost:8080/'),
    liveConsoleUrl: url(env, 'LIVE_CONSOLE_URL', 'https://admin.orrery.app/'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Orrery <no-reply@orrery.local>',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    seedMembers: wholeNumber(env, 'SEED_MEMBERS', 5000),
    webDist: env.WEB_DIST === '' ? undefined : env.WEB_DIST ? resolve(env.WEB_DIST) : defaultWebDist,
  };
}
