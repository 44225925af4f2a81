#!/usr/bin/env node
// Command-line entry: `node src/cli/main.ts <command> ...` (also bin/beanledger.mjs).
// Each command is imported on demand so `user` does not load the HTTP server.
import { enableCompileCache } from 'node:module';

// Node's compile cache keeps the stripped and compiled modules between runs (in the OS temp
// directory): it halves the time `serve` and `check` spend loading code. bin/run.mjs turns it on
// before this module is read; run directly, this turns it on for the modules imported below.
enableCompileCache();

const USAGE = `Usage: beanledger <command> [arguments]

Commands:
  serve                          start the HTTP API (configured by environment variables)
  user add <name> [--ledger <file> [--share]]
                                 create a user owning <file> (default: $LEDGER_DATA_DIR/<name>.beancount);
                                 --share: <file> may be another user's ledger too; the password is read from stdin
  user passwd <name>             change a user's password (read from stdin); ends their sessions
  user remove <name>             delete a user (their ledger file is kept)
  user list                      print user names and ledgers
  check [-v] <file>              check a Beancount file like bean-check; exit 1 on errors;
                                 -v prints each step's time (-C, --cache-filename: accepted, no cache)
  --help                         show this help

A password is read as one line from stdin; on a terminal it is prompted for without echo.
Environment: PORT, HOST, LEDGER_DATA_DIR, LEDGER_FILE, LEDGER_ADMIN_USER,
LEDGER_ADMIN_PASSWORD, LEDGER_JWT_SECRET, LEDGER_TOKEN_TTL, LEDGER_TIMEZONE,
LEDGER_TLS_CERT, LEDGER_TLS_KEY, LEDGER_BODY_LIMIT, LEDGER_UPLOAD_LIMIT, LEDGER_CORS_ORIGINS,
LEDGER_TRUST_PROXY, LEDGER_BEAN_CHECK.
`;

/** Exit codes: 0 success, 1 failure, 2 usage error. */
export async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case undefined:
      process.stderr.write(USAGE);
      return 2;
    case '--help':
    case '-h':
    case 'help':
      process.stdout.write(USAGE);
      return 0;
    case 'serve': {
      const { runServe } = await import('./serve.ts');
      return runServe(rest);
    }
    case 'user': {
      const { runUserCommand } = await import('./user.ts');
      return runUserCommand(rest);
    }
    case 'check': {
      const { runCheck, parseCheckArguments, CHECK_USAGE } = await import('./check.ts');
      const parsed = parseCheckArguments(rest);
      if (parsed === null) {
        process.stderr.write(`beanledger: usage: ${CHECK_USAGE}\n`);
        return 2;
      }
      return runCheck(parsed.file, undefined, { verbose: parsed.verbose });
    }
    default:
      process.stderr.write(`beanledger: unknown command "${command}"; run "beanledger --help"\n`);
      return 2;
  }
}

/** Runs a command line and sets the exit code; a failure is one line on stderr. */
export function runCommandLine(args: string[]): void {
  // Only set process.exitCode: stdout may still be draining, and serve keeps running.
  main(args).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`beanledger: ${message.split('\n')[0]}\n`);
      process.exitCode = 1;
    },
  );
}

if (import.meta.main) runCommandLine(process.argv.slice(2));
