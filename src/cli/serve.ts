// `beanledger serve`: configuration, first-start bootstrap, then the HTTP server until
// SIGTERM/SIGINT/SIGHUP, which close it gracefully (in-flight requests finish).

import { readConfig, isLoopbackHost, type ServiceConfig } from '../config.ts';
import { bootstrap, type Bootstrapped } from '../auth/bootstrap.ts';
import { holdServeLock } from './serve-lock.ts';
import { plainReason } from '../auth/starter-ledger.ts';

const CLOSE_TIMEOUT_MS = 10_000;

type Server = { close(): Promise<void>; url: string };

export async function runServe(args: string[], env: Record<string, string | undefined> = process.env, cwd: string = process.cwd()): Promise<number> {
  if (args.length > 0) {
    process.stderr.write(`beanledger: serve takes no arguments (configure it with environment variables; see --help)\n`);
    return 2;
  }
  let config: ServiceConfig;
  let server: Server;
  let made: Bootstrapped | null = null;
  try {
    config = readConfig(env, cwd);
    // The server's modules load while the bootstrap waits on password hashing (thread pool).
    const serverModule = import('../http/server.ts');
    serverModule.catch(() => undefined); // awaited below; a failed bootstrap returns first
    made = await bootstrap(config);
    const release = holdServeLock(config.dataDir);
    process.once('exit', release);
    if (config.tlsCert === null && !isLoopbackHost(config.host)) {
      process.stderr.write(`beanledger: warning: serving plain HTTP on ${config.host}; passwords and tokens cross the network unencrypted (set LEDGER_TLS_CERT and LEDGER_TLS_KEY)\n`);
    }
    const { startServer } = await serverModule;
    const started = await startServer(config);
    for (const warning of started.warnings) process.stderr.write(`beanledger: warning: ${warning}\n`);
    server = started;
  } catch (error) {
    const undone = await made?.undo().catch((undoError: unknown) => `what this start made could not be removed: ${oneLine(undoError)}`);
    if (undone) process.stderr.write(`beanledger: ${undone}\n`);
    // the reason last: the one line a supervisor shows
    process.stderr.write(`beanledger: ${oneLine(error)}\n`);
    return 1;
  }
  // Announced only once the signal handlers are in place: whoever waits for this line
  // (a supervisor, a test) may send SIGTERM at once and must get a graceful close.
  const code = await waitForShutdown(server, () => process.stderr.write(`beanledger: listening on ${server.url}\n`));
  // A handle someone forgot to close (a file watcher, a keep-alive socket) must not keep a
  // stopped server alive; unref'd, this timer does not delay a clean exit.
  setTimeout(() => process.exit(code), 2000).unref();
  return code;
}

/** The one line a failed start or close prints for `error`. */
export function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // A system error on an open file names none (QA: "ENOSPC: no space left on device, write"):
  // the file it was about is named.
  const path = (error as NodeJS.ErrnoException | null)?.path;
  if (typeof path === 'string' && !message.includes(path) && /^E[A-Z0-9]+$/.test(String((error as NodeJS.ErrnoException).code))) return `cannot write ${path}: ${plainReason(error)}`;
  return message.split('\n')[0]!;
}

/**
 * Signals that close the server gracefully. SIGHUP too (a terminal closed, or `kill -HUP` sent by
 * habit to a daemon): it ended the process at once, in-flight writes cut (QA of session 28).
 */
const CLOSING_SIGNALS: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGINT', 'SIGHUP'];

function waitForShutdown(server: Server, ready: () => void): Promise<number> {
  return new Promise((resolve) => {
    let closing = false;
    const onSignal = (signal: NodeJS.Signals) => {
      if (closing) {
        // A second signal: the operator does not want to wait.
        process.stderr.write(`beanledger: ${signal} again, exiting now\n`);
        process.exit(1);
      }
      closing = true;
      process.stderr.write(`beanledger: ${signal} received, closing\n`);
      const timer = setTimeout(() => {
        process.stderr.write('beanledger: connections did not close in time, exiting\n');
        process.exit(1);
      }, CLOSE_TIMEOUT_MS);
      timer.unref();
      server.close().then(
        () => {
          clearTimeout(timer);
          for (const name of CLOSING_SIGNALS) process.off(name, onSignal);
          resolve(0);
        },
        (error: unknown) => {
          process.stderr.write(`beanledger: error while closing: ${oneLine(error)}\n`);
          resolve(1);
        },
      );
    };
    for (const name of CLOSING_SIGNALS) process.on(name, onSignal);
    ready();
  });
}
