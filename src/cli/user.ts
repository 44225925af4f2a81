// `beanledger user add|passwd|remove|list`: edits users.json in the data directory. A running
// server re-reads the file on its next request, so no restart is needed.

import { join, resolve } from 'node:path';
import { resolveDataDir } from '../config.ts';
import { UserStore, USERS_FILE_NAME, canonicalPath, ledgerTakenMessage, validateUserName } from '../auth/users.ts';
import { ledgerSideFileMessage, ledgerSideFileNamed, serviceFileMessage, serviceFileNamed } from '../auth/data-files.ts';
import { lockFileOf } from '../store/ledger-side-files.ts';
import { plainReason, prepareLedger, type PreparedLedger } from '../auth/starter-ledger.ts';
import { MIN_PASSWORD_LENGTH } from '../auth/passwords.ts';
import { readPassword } from './password-input.ts';

export interface CommandIo {
  env: Record<string, string | undefined>;
  cwd: string;
  stdin: NodeJS.ReadStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

const defaultIo = (): CommandIo => ({ env: process.env, cwd: process.cwd(), stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });

class UsageError extends Error {}

const USAGE = 'usage: beanledger user add <name> [--ledger <file> [--share]] | user passwd <name> | user remove <name> | user list';

/**
 * Parses `<name> [--ledger <file>] [--share]` style arguments; only the options in `allowed`, and
 * the flags (options without a value) in `flags`, which are given the value 'true'.
 */
function parseArgs(args: string[], allowed: string[], flags: string[] = []): { positional: string[]; options: Map<string, string> } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split(/=(.*)/s, 2);
      if (flags.includes(key!)) {
        if (inline !== undefined) throw new UsageError(`--${key} takes no value`);
        options.set(key!, 'true');
        continue;
      }
      if (!allowed.includes(key!)) throw new UsageError(`unknown option --${key}`);
      const value = inline ?? args[++i];
      if (value === undefined || value === '') throw new UsageError(`--${key} needs a value`);
      options.set(key!, value);
    } else {
      positional.push(arg);
    }
  }
  return { positional, options };
}

async function newPassword(name: string, io: CommandIo, confirm: boolean): Promise<string> {
  const password = await readPassword(`Password for ${name}: `, confirm, io.stdin, io.stderr);
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  return password;
}

export async function runUserCommand(args: string[], io: CommandIo = defaultIo()): Promise<number> {
  const [action, ...rest] = args;
  try {
    const store = new UserStore(resolveDataDir(io.env, io.cwd));
    switch (action) {
      case 'add': {
        const { positional, options } = parseArgs(rest, ['ledger'], ['share']);
        if (positional.length !== 1) throw new UsageError('usage: beanledger user add <name> [--ledger <file> [--share]]');
        const name = positional[0]!;
        validateUserName(name);
        const clash = (await store.list()).find((u) => u.name.toLowerCase() === name.toLowerCase());
        if (clash) throw new Error(`user "${clash.name}" already exists`);
        const ledgerOption = options.get('ledger');
        // --share: the ledger may be another user's too (a household's one ledger, written from
        // two phones; couple QA: sharing took a stop and a start of the service). Only said with
        // --ledger, so that no default path of a name gives one user's file to another by a typo.
        const share = options.has('share');
        if (share && ledgerOption === undefined) throw new UsageError('--share needs --ledger <file>: the ledger to share');
        const ledger = ledgerOption === undefined ? join(store.dataDir, `${name}.beancount`) : resolve(io.cwd, ledgerOption);
        // Never another user's file unless --share says so, however named (CONTRACT.md: a token
        // only reaches its own user's ledger).
        const owner = await store.ledgerOwner(ledger);
        if (owner && !share) throw new Error(ledgerTakenMessage(ledger, owner.name, name));
        const own = await serviceFileNamed(ledger, store.dataDir);
        if (own !== null) throw new Error(`${serviceFileMessage(ledger, own)} with --ledger`);
        // The store deletes files it takes for its own leftovers beside a ledger: no ledger is
        // named like one, and none has its lock where another user's ledger is.
        const sideFile = await ledgerSideFileNamed(ledger);
        if (sideFile !== null) throw new Error(`${ledgerSideFileMessage(ledger, sideFile)} with --ledger`);
        const lockOwner = await store.ledgerOwner(lockFileOf(await canonicalPath(ledger)));
        if (lockOwner) throw new Error(`${ledger} cannot be a ledger: its lock file is the ledger of user "${lockOwner.name}": choose another file with --ledger`);
        const password = await newPassword(name, io, true);
        // The ledger first, then the user, both under the store's lock (the ownership checked
        // again there): a ledger that cannot be made leaves no user behind, a user that cannot be
        // added leaves no ledger, and two adds at once for one missing file cannot both make it.
        const made: { ledger: PreparedLedger | null } = { ledger: null };
        await store.add(name, password, ledger, {
          exclusiveLedger: !share,
          prepareLedger: async () => (made.ledger = await prepareLedger(ledger, store.dataDir)),
        });
        const prepared = made.ledger;
        if (prepared === null) throw new Error(`the ledger ${ledger} was not prepared`);
        if (owner) io.stderr.write(`beanledger: ${name} shares the ledger ${ledger} with user "${owner.name}": both read and write it\n`);
        else io.stderr.write(prepared.created ? `beanledger: created starter ledger ${ledger}\n` : `beanledger: adopted the existing ledger ${ledger} (left as it is)\n`);
        // (security QA: `user remove carol` keeps carol's file; a new carol added later, maybe
        // another person, got the old one's ledger with nothing but the line above)
        if (!prepared.created && ledgerOption === undefined) {
          io.stderr.write(
            `beanledger: warning: ${ledger} was there before, named after "${name}": it may be the ledger of a former user of that name (user remove keeps the file), now readable by this one; if this is someone else, run "user remove ${name}", move that file away, and add the user again\n`,
          );
        }
        io.stdout.write(`added user "${name}" with ledger ${ledger}\n`);
        return 0;
      }
      case 'passwd': {
        const { positional } = parseArgs(rest, []);
        if (positional.length !== 1) throw new UsageError('usage: beanledger user passwd <name>');
        const name = positional[0]!;
        if (!(await store.get(name))) throw new Error(`no such user "${name}"`);
        await store.setPassword(name, await newPassword(name, io, true));
        io.stdout.write(`changed the password of "${name}"; their existing tokens no longer work\n`);
        return 0;
      }
      case 'remove': {
        const { positional } = parseArgs(rest, []);
        if (positional.length !== 1) throw new UsageError('usage: beanledger user remove <name>');
        await store.remove(positional[0]!);
        io.stdout.write(`removed user "${positional[0]}" (the ledger file is kept)\n`);
        return 0;
      }
      case 'list': {
        if (parseArgs(rest, []).positional.length !== 0) throw new UsageError('usage: beanledger user list');
        for (const user of await store.list()) io.stdout.write(`${user.name}\t${user.ledger}\n`);
        return 0;
      }
      default:
        throw new UsageError(action === undefined ? USAGE : `unknown user command "${action}"; ${USAGE}`);
    }
  } catch (error) {
    io.stderr.write(`beanledger: ${commandError(error, join(resolveDataDir(io.env, io.cwd), USERS_FILE_NAME)).split('\n')[0]}\n`);
    return error instanceof UsageError ? 2 : 1;
  }
}

/**
 * A failure in words: a file system error names its file (else the user store's, which is what
 * the commands read and write), without errno codes (`EFBIG: file too large, write`).
 */
function commandError(error: unknown, usersFile: string): string {
  const e = error as NodeJS.ErrnoException;
  if (typeof e.code === 'string' && /^E[A-Z0-9]+$/.test(e.code)) return `cannot use ${typeof e.path === 'string' ? e.path : usersFile}: ${plainReason(e)}`;
  return (error as Error).message;
}
