// `node src/cli/main.ts serve` as a child process on a free port, for tests that need the
// real command: TLS, start-up warnings, signals.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const ADMIN_PASSWORD = 'child-server-password';

export interface ChildServer {
  readonly child: ChildProcess;
  readonly url: string;
  readonly port: number;
  stderr(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Starts the server with its data in `dir` (which holds main.beancount) and waits until it listens. */
export async function startServe(dir: string, env: Record<string, string> = {}, limits: { fileSize?: number; stdout?: number } = {}): Promise<ChildServer> {
  const port = await freePort();
  const command = [process.execPath, join(ROOT, 'src/cli/main.ts'), 'serve'];
  // (a file size limit, in the 512-byte blocks of POSIX `ulimit -f`, set by a shell that then becomes the server)
  const [program, ...args] = limits.fileSize === undefined ? command : ['/bin/sh', '-c', `ulimit -f ${Math.ceil(limits.fileSize / 512)} && exec "$@"`, 'sh', ...command];
  const child = spawn(program!, args, {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      LEDGER_DATA_DIR: dir,
      LEDGER_FILE: join(dir, 'main.beancount'),
      LEDGER_ADMIN_USER: 'admin',
      LEDGER_ADMIN_PASSWORD: ADMIN_PASSWORD,
      LEDGER_JWT_SECRET: 'child-server-secret-0123456789abcdef',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', limits.stdout ?? 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${err}`)), 20_000);
    child.stderr!.on('data', () => {
      const m = /listening on (\S+)/.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${err}`));
    });
  });
  return {
    child,
    url,
    port,
    stderr: () => err,
    exited,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
