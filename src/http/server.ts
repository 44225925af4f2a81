// Starting the service: the real auth service and ledger stores behind the app, HTTPS when
// a certificate is configured. The CLI (`serve`) handles bootstrap, signals and the warning
// about plain HTTP on a non-loopback address.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { open, readFile } from 'node:fs/promises';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { createAuthService } from '../auth/service.ts';
import { ledgerReadGuard } from '../auth/ledger-read-guard.ts';
import { WARNING_KIND } from '../ledger/core/directives.ts';
import type { ServiceConfig } from '../config.ts';
import { StoreRegistry } from '../store/store-registry.ts';
import { buildApp } from './app.ts';
import { IDEMPOTENCY_FILE } from '../auth/data-files.ts';
import { IMPORT_MATCHES_FILE, ImportMatchFile } from '../store/import-matches.ts';
import { logDestination } from './log-destination.ts';


export interface RunningServer {
  close(): Promise<void>;
  readonly url: string;
  /** What the operator should know about the bootstrap ledger (printed at start). */
  readonly warnings: readonly string[];
}

export function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export async function startServer(config: ServiceConfig): Promise<RunningServer> {
  const auth = await createAuthService({ dataDir: config.dataDir, tokenTtl: config.tokenTtl, jwtSecret: config.jwtSecret });
  const importMatches = new ImportMatchFile(join(config.dataDir, IMPORT_MATCHES_FILE));
  // What a store does on its own (text written again after a save removed it) goes to the request
  // log once the app is up.
  let warnTo: (message: string) => void = (message) => process.stderr.write(`beanledger: warning: ${message}\n`);
  const warn = (message: string) => warnTo(message);
  // (and what it chose not to do: an append discarded with git is not written again)
  let infoTo: (message: string) => void = () => undefined;
  const info = (message: string) => infoTo(message);
  // The warm-up of the ledger loaded below waits until the server listens: ~0.5 s of a
  // 100,000-transaction ledger's indexes were built before the port opened.
  let listened: () => void = () => undefined;
  const warmUpAfter = new Promise<void>((resolve) => (listened = resolve));
  // A user's ledger reads only files under its own directory, never the service's files nor
  // another user's ledger (see ledger-read-guard.ts), at each load.
  const readGuard = async (mainFile: string) => ledgerReadGuard(mainFile, config.dataDir, [config.ledgerFile, ...(await auth.users.list()).map((u) => u.ledger)]);
  const stores = new StoreRegistry(config.beanCheck === null ? { importMatches, warn, info, warmUpAfter, readGuard } : { beanCheck: config.beanCheck, importMatches, warn, info, warmUpAfter, readGuard });
  // The bootstrap ledger must be readable: fail now, with one line, rather than on first use.
  // Opened, not read: the load reads it next.
  await open(config.ledgerFile, 'r').then(
    (handle) => handle.close(),
    (err: NodeJS.ErrnoException) => {
      throw new Error(`cannot read the ledger ${config.ledgerFile}: ${err.code ?? err.message}`);
    },
  );
  const { ledger } = await (await stores.forFile(config.ledgerFile)).snapshot();
  const warnings = config.beanCheck !== null ? [] : ledger.unsupportedPlugins().map(
    (p) => `the ledger enables plugin "${p.name}", which this service does not run: every write is refused (422) unless LEDGER_BEAN_CHECK names a bean-check to check writes with it`,
  );
  // The ledger's errors, but for plugins not run (said above, or checked by bean-check). (QA: a
  // LEDGER_FILE with errors started without a word; only GET /health told.)
  const errors = ledger.errors.filter((e) => e.kind !== WARNING_KIND);
  const first = errors[0];
  if (first !== undefined) {
    const where = first.source.file.startsWith('/') ? `${relative(dirname(config.ledgerFile), first.source.file)}:${first.source.line}` : first.source.file;
    const count = errors.length === 1 ? 'an error' : `${errors.length} errors`;
    warnings.push(`the ledger ${config.ledgerFile} loads with ${count} (as bean-check would report; the first: ${where}: ${first.message.split('\n')[0]}): it is served as it is, and GET /api/v1/health lists them`);
  }

  const tls = config.tlsCert !== null && config.tlsKey !== null;
  const https = tls ? await readTlsFiles(config.tlsCert!, config.tlsKey!) : undefined;
  const app = await buildApp({
    auth,
    stores,
    timezone: config.timezone,
    bodyLimit: config.bodyLimit,
    uploadLimit: config.uploadLimit,
    corsOrigins: config.corsOrigins,
    // (a log that cannot be written drops lines rather than hanging the service: see log-destination.ts)
    logger: { level: config.logLevel ?? 'info', stream: logDestination() },
    version: packageVersion(),
    // Behind a trusted reverse proxy, request.ip (login throttling, logs) is the client's
    // address from X-Forwarded-For; otherwise every proxied client would share the proxy's.
    serverOptions: { ...(https ? { https } : {}), ...(config.trustProxy && config.trustProxy.length > 0 ? { trustProxy: config.trustProxy } : {}) },
    hsts: tls,
    idempotencyFile: join(config.dataDir, IDEMPOTENCY_FILE),
  });
  warnTo = (message) => app.log.warn(message);
  infoTo = (message) => app.log.info(message);
  await app.listen({ port: config.port, host: config.host }).finally(listened).catch(async (err: NodeJS.ErrnoException) => {
    await app.close();
    // Node's "listen EADDRINUSE: address already in use 127.0.0.1:8080" names no setting
    const what = err.code === 'EADDRINUSE' ? 'the port is in use by another process (set PORT)' : err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND' ? 'no such address on this machine (set HOST)' : err.code === 'EACCES' ? 'not allowed (a port below 1024 needs privileges: set PORT)' : (err.code ?? err.message);
    throw new Error(`cannot listen on ${config.host}:${config.port}: ${what}`);
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `${tls ? 'https' : 'http'}://${host}:${port}`,
    warnings,
    // Fastify stops accepting, lets in-flight requests finish, then the onClose hook waits for queued writes.
    close: () => app.close(),
  };
}

/**
 * The PEM key and certificate, checked here so that a wrong file stops the start with a
 * sentence naming the setting, not OpenSSL's "DECODER routines::unsupported".
 */
export async function readTlsFiles(certFile: string, keyFile: string): Promise<{ key: Buffer; cert: Buffer }> {
  const read = (name: string, file: string) =>
    readFile(file).catch((err: NodeJS.ErrnoException) => {
      throw new Error(`${name}: cannot read ${file}: ${err.code ?? err.message}`);
    });
  const [key, cert] = await Promise.all([read('LEDGER_TLS_KEY', keyFile), read('LEDGER_TLS_CERT', certFile)]);
  let privateKey;
  try {
    privateKey = createPrivateKey(key);
  } catch {
    throw new Error(`LEDGER_TLS_KEY: ${keyFile} is not an unencrypted PEM private key`);
  }
  let certificate;
  try {
    certificate = new X509Certificate(cert);
  } catch {
    throw new Error(`LEDGER_TLS_CERT: ${certFile} is not a PEM certificate`);
  }
  if (!certificate.checkPrivateKey(privateKey)) throw new Error(`LEDGER_TLS_CERT and LEDGER_TLS_KEY do not belong together (${certFile}, ${keyFile})`);
  return { key, cert };
}
