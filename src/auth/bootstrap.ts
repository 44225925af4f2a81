// First-start preparation (CONTRACT.md "Running"): data directory, a starter ledger, and a
// user who can log in. Runs before the server starts; idempotent on later starts.

import { randomBytes } from 'node:crypto';
import { access, constants, readFile, stat, unlink } from 'node:fs/promises';
import type { ServiceConfig } from '../config.ts';
import { makeDirectory } from './make-directory.ts';
import { STARTER_LEDGER, writeStarterLedger } from './starter-ledger.ts';
import { ledgerSideFileMessage, ledgerSideFileNamed, serviceFileMessage, serviceFileNamed } from './data-files.ts';
import { UserStore } from './users.ts';
import { MIN_PASSWORD_LENGTH } from './passwords.ts';

export type LogLine = (line: string) => void;

const writeStderr: LogLine = (line) => process.stderr.write(line + '\n');

/** 24 characters from 18 random bytes (144 bits), easy to copy from a terminal. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/** Throws a one-line Error when the ledger file is missing, not a file or unreadable. */
export async function assertLedgerReadable(file: string): Promise<void> {
  try {
    const s = await stat(file);
    if (!s.isFile()) throw new Error('not a regular file');
    await access(file, constants.R_OK);
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    const reason = e.code === 'ENOENT' ? 'no such file' : e.code === 'EACCES' ? 'permission denied' : e.message;
    throw new Error(`cannot read ledger ${file}: ${reason}`);
  }
}

/** What a start made that only a successful start should keep. */
export interface Bootstrapped {
  /**
   * Takes back the user this start made with a random password (printed, but void if the server
   * then cannot start: a later start would print none) and the starter ledger it made, if nobody
   * wrote to it meanwhile. Returns what it took back, in words, or null when there was nothing.
   */
  undo(): Promise<string | null>;
}

export async function bootstrap(config: ServiceConfig, log: LogLine = writeStderr): Promise<Bootstrapped> {
  try {
    await makeDirectory(config.dataDir, 0o700);
  } catch (error) {
    throw new Error(`cannot create the data directory ${config.dataDir} (LEDGER_DATA_DIR): ${(error as Error).message}`);
  }
  const own = await serviceFileNamed(config.ledgerFile, config.dataDir);
  if (own !== null) throw new Error(`LEDGER_FILE: ${serviceFileMessage(config.ledgerFile, own)}`);
  const sideFile = await ledgerSideFileNamed(config.ledgerFile);
  if (sideFile !== null) throw new Error(`LEDGER_FILE: ${ledgerSideFileMessage(config.ledgerFile, sideFile)}`);
  // Only at the default path: a LEDGER_FILE that is not there is a typo or a volume not mounted
  // yet, and a fresh ledger there would take the writes meant for the user's books.
  const starterMade = config.ledgerFileGiven !== true && (await writeStarterLedger(config.ledgerFile));
  if (starterMade) log(`beanledger: created starter ledger ${config.ledgerFile}`);
  try {
    await assertLedgerReadable(config.ledgerFile);
  } catch (error) {
    const message = (error as Error).message;
    if (config.ledgerFileGiven === true && message.endsWith(': no such file')) throw new Error(`${message} (LEDGER_FILE: a starter ledger is made only when it is not set)`);
    throw error;
  }

  if (config.jwtSecret !== null && new TextEncoder().encode(config.jwtSecret).length < 32) {
    log('beanledger: warning: LEDGER_JWT_SECRET is shorter than 32 bytes; tokens are easier to forge');
  }

  // (QA: CST, which a Shanghai server's `date` prints, is US Central time to the time zone database)
  const zone = config.timezone;
  if (zone !== undefined && !zone.includes('/') && !/^(?:UTC|GMT|UCT|Zulu|Universal)$/i.test(zone)) {
    const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName')?.value ?? '?';
    // (QA: +08:00 was called an abbreviation, with the CST note beside it)
    if (/^[+-]\d{1,2}(?::?\d{2})?$/.test(zone)) log(`beanledger: warning: LEDGER_TIMEZONE ${zone} is a fixed offset from UTC, with no daylight saving time; if your zone changes its clocks, name it as Area/City, e.g. Europe/Berlin`);
    else log(`beanledger: warning: LEDGER_TIMEZONE ${zone} is an abbreviation, read as ${offset} today${/^CST$/i.test(zone) ? ' (CST is US Central time, not China Standard Time)' : ''}; name the zone as Area/City, e.g. Asia/Shanghai`);
  }
  // (QA: Etc/GMT+8 started without a word and is UTC-8: the time zone database keeps the POSIX sign, west positive)
  const posix = zone === undefined ? null : /^Etc\/GMT([+-])(\d{1,2})$/i.exec(zone);
  if (posix !== null && Number(posix[2]) !== 0) {
    const utc = `UTC${posix[1] === '+' ? '-' : '+'}${Number(posix[2])}`;
    log(`beanledger: warning: LEDGER_TIMEZONE ${zone} is ${utc}, not UTC${posix[1]}${Number(posix[2])} (the Etc/GMT zones keep the POSIX sign: Etc/GMT${posix[1] === '+' ? '-' : '+'}${Number(posix[2])} is UTC${posix[1]}${Number(posix[2])}); name the zone as Area/City, e.g. Asia/Shanghai`);
  }

  const users = new UserStore(config.dataDir);
  // (users.json of an earlier version: ledgers inside the data directory recorded relative to it from now on)
  await users.storeRelativePaths();
  const name = config.adminUser ?? 'admin';
  let randomUser = false;
  if (config.adminPassword !== null) {
    await ensureUser(users, name, config.adminPassword, config.ledgerFile, log, config.ledgerFileGiven === true);
  } else if (config.adminUser !== null) {
    // A name without a password: create it once with a printed random password.
    if (!(await users.get(name))) randomUser = await createWithRandomPassword(users, name, config.ledgerFile, log);
    else await ensureLedger(users, name, config.ledgerFile, log, config.ledgerFileGiven === true);
  } else if ((await users.list()).length === 0) {
    randomUser = await createWithRandomPassword(users, name, config.ledgerFile, log);
  } else if (config.ledgerFileGiven === true) {
    // LEDGER_FILE set on a later start (the README's first step after trying the starter ledger):
    // the bootstrap user's ledger, as on the first start (QA: it was checked, then ignored, and
    // writes went on to the starter ledger)
    if (await users.get(name)) await ensureLedger(users, name, config.ledgerFile, log, true);
    else log(`beanledger: warning: LEDGER_FILE ${config.ledgerFile} is nobody's ledger: there is no user "${name}" (set LEDGER_ADMIN_USER to the user it is for)`);
  }
  return {
    // (QA of session 30: a first start that failed on a TLS file or a port in use printed the
    // password, kept the user, and the next start printed none: the password was lost)
    async undo() {
      if (!randomUser) return null;
      await users.remove(name);
      const taken = [`the user "${name}"`];
      if (starterMade && (await readFile(config.ledgerFile, 'utf8').catch(() => null)) === STARTER_LEDGER) {
        await unlink(config.ledgerFile);
        taken.push('the starter ledger');
      }
      return `${taken.join(' and ')} made by this start removed: the next start makes them again, with a new password`;
    },
  };
}

async function createWithRandomPassword(users: UserStore, name: string, ledger: string, log: LogLine): Promise<true> {
  const password = generatePassword();
  await users.add(name, password, ledger);
  // Printed once, never stored in clear: the only chance to read it.
  log(`beanledger: created user "${name}" with password: ${password}`);
  await warnIfShared(users, name, ledger, log);
  return true;
}

/**
 * The operator's LEDGER_ADMIN_USER and LEDGER_FILE decide (README: one in-memory ledger per main
 * file, shared by every user who owns that file), but a file that was another user's is said so
 * when it is given: both users' tokens now reach the same books. (`user add` refuses such a file.)
 */
async function warnIfShared(users: UserStore, name: string, ledger: string, log: LogLine): Promise<void> {
  for (const other of await users.ledgerOwners(ledger)) {
    if (other.name !== name) log(`beanledger: warning: ${ledger} is also the ledger of user "${other.name}": both users read and write the same books`);
  }
}

async function ensureUser(users: UserStore, name: string, password: string, ledger: string, log: LogLine, ledgerGiven: boolean): Promise<void> {
  // Taken as given (the variable decides), but `user add` would refuse it.
  if (password.length < MIN_PASSWORD_LENGTH)
    log(`beanledger: warning: LEDGER_ADMIN_PASSWORD is shorter than ${MIN_PASSWORD_LENGTH} characters, which \`user add\` and \`user passwd\` refuse; choose a longer one`);
  if (!(await users.get(name))) {
    await users.add(name, password, ledger);
    log(`beanledger: created user "${name}" from LEDGER_ADMIN_USER/LEDGER_ADMIN_PASSWORD`);
    await warnIfShared(users, name, ledger, log);
    return;
  }
  // Only rehash when the password differs, so restarting does not end existing sessions.
  if (!(await users.verifyCredentials(name, password))) {
    await users.setPassword(name, password);
    log(`beanledger: updated the password of user "${name}" from LEDGER_ADMIN_PASSWORD`);
  }
  await ensureLedger(users, name, ledger, log, ledgerGiven);
}

async function ensureLedger(users: UserStore, name: string, ledger: string, log: LogLine, ledgerGiven: boolean): Promise<void> {
  const user = await users.get(name);
  if (user && user.ledger !== ledger) {
    await users.setLedger(name, ledger);
    // Without LEDGER_FILE the user is given its default (CONTRACT: LEDGER_ADMIN_* make the user own
    // LEDGER_FILE), which a start meant to set a password alone does not expect (newcomer QA: the
    // phone app went on writing into the starter ledger, and nothing but this line said so).
    const why = ledgerGiven ? '' : ` instead of ${user.ledger} (LEDGER_FILE is not set, so its default; set LEDGER_FILE=${user.ledger} to keep that ledger)`;
    log(`beanledger: user "${name}" now owns ${ledger}${why}`);
    await warnIfShared(users, name, ledger, log);
  }
}
