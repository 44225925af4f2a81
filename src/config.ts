// Service configuration read from the environment (see CONTRACT.md, "Running").
// Every value is checked here so a bad setting stops the process with one clear line
// instead of failing later inside a request.

import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { delimiter, isAbsolute, join, resolve } from 'node:path';

export interface ServiceConfig {
  port: number;
  host: string;
  /** Absolute. Holds users.json, the JWT secret and default ledgers. */
  dataDir: string;
  /** Absolute. The main Beancount file of the bootstrap user. */
  ledgerFile: string;
  /** LEDGER_FILE was set: that file must exist (a starter ledger is made only at the default path). */
  ledgerFileGiven?: boolean;
  adminUser: string | null;
  adminPassword: string | null;
  /** The HS256 key as given (its UTF-8 bytes are the key); null: generated and stored in dataDir. */
  jwtSecret: string | null;
  /** Access-token lifetime in seconds. */
  tokenTtl: number;
  /** IANA zone for "today"; undefined: the process time zone. */
  timezone: string | undefined;
  /** Absolute PEM paths; both set or both null. */
  tlsCert: string | null;
  tlsKey: string | null;
  /** Largest JSON request body, in bytes. */
  bodyLimit: number;
  /** Largest multipart upload (statement import), in bytes. */
  uploadLimit: number;
  /** Origins allowed by CORS; empty: CORS disabled. `*` allows any origin. */
  corsOrigins: string[];
  /**
   * Absolute path of bean-check, which checks writes to a ledger that enables a plugin this
   * service does not run; null: such writes are refused (422).
   */
  beanCheck: string | null;
  /**
   * Addresses (or CIDR ranges, or `loopback`, `linklocal`, `uniquelocal`) of reverse proxies
   * whose X-Forwarded-For names the client; empty: the socket's address is the client's.
   */
  trustProxy?: string[];
  /** pino's level for the JSON log on stdout (LOG_LEVEL); undefined: info. */
  logLevel?: string;
}

type Env = Record<string, string | undefined>;

const DEFAULT_PORT = 8080;
const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_TOKEN_TTL = 3600;
const MAX_TOKEN_TTL = 366 * 24 * 3600;
const DEFAULT_BODY_LIMIT = 1024 * 1024;
const DEFAULT_UPLOAD_LIMIT = 20 * 1024 * 1024;
const MAX_SIZE_LIMIT = 1024 * 1024 * 1024;

/** pino's levels, quietest last. */
const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

function logLevel(text: string): string {
  const level = text.toLowerCase();
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${text}"`);
  return level;
}

/** Same rule as the user store: names that are safe in a file name and a log line. */
export const USER_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** An unset variable and an empty one mean the same (docker-compose writes `VAR=`). */
function value(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined) return undefined;
  const trimmed = raw.trim();
  return trimmed === '' ? undefined : trimmed;
}

function integerIn(name: string, text: string, min: number, max: number): number {
  // (QA: `-5` was "must be an integer", which it is)
  if (!/^[-+]?\d+$/.test(text)) throw new Error(`${name} must be an integer, got "${text}"`);
  const n = Number(text);
  if (n < min || n > max) throw new Error(`${name} must be between ${min} and ${max}, got ${text}`);
  return n;
}

const SIZE_UNITS: Record<string, number> = { '': 1, b: 1, k: 1024, kb: 1024, kib: 1024, m: 1024 ** 2, mb: 1024 ** 2, mib: 1024 ** 2, g: 1024 ** 3, gb: 1024 ** 3, gib: 1024 ** 3 };

/** Bytes, optionally with a binary unit: `1048576`, `512k`, `10mb`. */
export function parseSize(name: string, text: string): number {
  const match = /^(\d+)\s*([a-z]*)$/i.exec(text);
  const unit = match ? SIZE_UNITS[match[2]!.toLowerCase()] : undefined;
  if (!match || unit === undefined) throw new Error(`${name} must be a size in bytes such as 1048576, 512kb or 10mb, got "${text}"`);
  const bytes = Number(match[1]) * unit;
  if (bytes < 1 || bytes > MAX_SIZE_LIMIT) throw new Error(`${name} must be between 1 byte and 1gb, got "${text}"`);
  return bytes;
}

/** A size as a person writes it: `20 MiB`, `512 KiB`, `1 GiB`, else in bytes (`1000 bytes`). */
export function formatSize(bytes: number): string {
  for (const [unit, size] of [['GiB', 1024 ** 3], ['MiB', 1024 ** 2], ['KiB', 1024]] as const) {
    if (bytes >= size && bytes % size === 0) return `${bytes / size} ${unit}`;
  }
  return `${bytes} bytes`;
}

function timeZone(text: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: text });
  } catch {
    throw new Error(`LEDGER_TIMEZONE is not a known IANA time zone: "${text}"`);
  }
  return text;
}

function origins(text: string): string[] {
  const list = text.split(',').map((s) => s.trim()).filter((s) => s !== '');
  for (const origin of list) {
    if (origin === '*') continue;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new Error(`LEDGER_CORS_ORIGINS: "${origin}" is not an origin such as https://example.org`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin.replace(/\/$/, '')) {
      throw new Error(`LEDGER_CORS_ORIGINS: "${origin}" is not an origin such as https://example.org (scheme, host and port only)`);
    }
  }
  return list.map((o) => (o === '*' ? o : o.replace(/\/$/, '')));
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** LEDGER_TRUST_PROXY: comma-separated proxy addresses, CIDR ranges or range names. */
function proxies(text: string): string[] {
  const list = text.split(',').map((s) => s.trim()).filter((s) => s !== '');
  for (const item of list) {
    if (PROXY_RANGE_NAMES.has(item)) continue;
    const [address = '', prefix, extra] = item.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new Error(`LEDGER_TRUST_PROXY: "${item}" is not an address, a range such as 10.0.0.0/8, or one of loopback, linklocal, uniquelocal`);
    }
  }
  return list;
}

/** LEDGER_BEAN_CHECK: a path, or a command found on PATH; it must be an executable file. */
function executable(name: string, text: string, cwd: string, env: Env): string {
  const executableFile = (path: string) => {
    try {
      accessSync(path, constants.X_OK);
      return statSync(path).isFile();
    } catch {
      return false;
    }
  };
  if (text.includes('/')) {
    const path = resolve(cwd, text);
    if (!executableFile(path)) throw new Error(`${name}: not an executable file: ${path}`);
    return path;
  }
  for (const dir of (env['PATH'] ?? '').split(delimiter)) {
    if (dir === '') continue;
    const path = resolve(cwd, dir, text);
    if (executableFile(path)) return path;
  }
  throw new Error(`${name}: "${text}" is not found on PATH`);
}

function userName(name: string, text: string): string {
  if (!USER_NAME_PATTERN.test(text)) throw new Error(`${name} must be 1-64 letters, digits, ".", "_" or "-" (starting with a letter or digit), got "${text}"`);
  return text;
}

/** The data directory alone, for commands that need nothing else (e.g. `user add`). */
export function resolveDataDir(env: Env = process.env, cwd: string = process.cwd()): string {
  return resolve(cwd, value(env, 'LEDGER_DATA_DIR') ?? './data');
}

function pemFile(name: string, text: string, cwd: string): string {
  const path = resolve(cwd, text);
  if (!existsSync(path)) throw new Error(`${name}: file not found: ${path}`);
  return path;
}

export function readConfig(env: Env = process.env, cwd: string = process.cwd()): ServiceConfig {
  if (!isAbsolute(cwd)) cwd = resolve(cwd);
  const portText = value(env, 'PORT');
  const port = portText === undefined ? DEFAULT_PORT : integerIn('PORT', portText, 0, 65535);
  // [::1] as in a URL is the address ::1 (it was taken for loopback, then failed to listen: ENOTFOUND)
  const host = (value(env, 'HOST') ?? DEFAULT_HOST).replace(/^\[(.*)\]$/, '$1');
  const dataDir = resolveDataDir(env, cwd);
  const ledgerText = value(env, 'LEDGER_FILE');
  const ledgerFile = ledgerText === undefined ? join(dataDir, 'main.beancount') : resolve(cwd, ledgerText);

  const adminUserText = value(env, 'LEDGER_ADMIN_USER');
  const adminUser = adminUserText === undefined ? null : userName('LEDGER_ADMIN_USER', adminUserText);
  // A password is taken verbatim: surrounding spaces may be part of it.
  const adminPasswordRaw = env['LEDGER_ADMIN_PASSWORD'];
  const adminPassword = adminPasswordRaw === undefined || adminPasswordRaw === '' ? null : adminPasswordRaw;
  const jwtSecretRaw = env['LEDGER_JWT_SECRET'];
  const jwtSecret = jwtSecretRaw === undefined || jwtSecretRaw === '' ? null : jwtSecretRaw;

  const ttlText = value(env, 'LEDGER_TOKEN_TTL');
  const tokenTtl = ttlText === undefined ? DEFAULT_TOKEN_TTL : integerIn('LEDGER_TOKEN_TTL', ttlText, 1, MAX_TOKEN_TTL);
  const tzText = value(env, 'LEDGER_TIMEZONE');
  const timezone = tzText === undefined ? undefined : timeZone(tzText);

  const certText = value(env, 'LEDGER_TLS_CERT');
  const keyText = value(env, 'LEDGER_TLS_KEY');
  if ((certText === undefined) !== (keyText === undefined)) {
    throw new Error('LEDGER_TLS_CERT and LEDGER_TLS_KEY must be set together');
  }
  const tlsCert = certText === undefined ? null : pemFile('LEDGER_TLS_CERT', certText, cwd);
  const tlsKey = keyText === undefined ? null : pemFile('LEDGER_TLS_KEY', keyText, cwd);

  const bodyText = value(env, 'LEDGER_BODY_LIMIT');
  const bodyLimit = bodyText === undefined ? DEFAULT_BODY_LIMIT : parseSize('LEDGER_BODY_LIMIT', bodyText);
  const uploadText = value(env, 'LEDGER_UPLOAD_LIMIT');
  const uploadLimit = uploadText === undefined ? DEFAULT_UPLOAD_LIMIT : parseSize('LEDGER_UPLOAD_LIMIT', uploadText);
  const corsText = value(env, 'LEDGER_CORS_ORIGINS');
  const corsOrigins = corsText === undefined ? [] : origins(corsText);

  const beanCheckText = value(env, 'LEDGER_BEAN_CHECK');
  const beanCheck = beanCheckText === undefined ? null : executable('LEDGER_BEAN_CHECK', beanCheckText, cwd, env);

  const proxyText = value(env, 'LEDGER_TRUST_PROXY');
  const trustProxy = proxyText === undefined ? [] : proxies(proxyText);

  // Checked with the rest, before a first start creates anything (it failed inside pino, after the bootstrap).
  const levelText = value(env, 'LOG_LEVEL');
  const level = levelText === undefined ? undefined : logLevel(levelText);

  return { port, host, dataDir, ledgerFile, ledgerFileGiven: ledgerText !== undefined, adminUser, adminPassword, jwtSecret, tokenTtl, timezone, tlsCert, tlsKey, bodyLimit, uploadLimit, corsOrigins, beanCheck, trustProxy, logLevel: level };
}

/** True for addresses only this machine can reach; used to warn about plain HTTP elsewhere. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h) || h === '::ffff:127.0.0.1';
}
