// The environment the launcher gives the CLI, so that `beanledger ...` runs as `npm start` does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * V8 options that Node refuses in NODE_OPTIONS, so they are given on the command line of the
 * commands that load a ledger once and exit: `npm run cli` (package.json, which a test holds to
 * this list), bin/beanledger.mjs for every command but `serve`, and the engine's benchmark. An old
 * generation that may grow to 256 MB before its first full collection lets a large ledger load
 * without the mark-compact passes a growing heap triggers on the way (about 6% of the
 * 100,000-transaction load, measured in interleaved runs).
 *
 * Not for `serve`: the 256 MB stays the floor of every later threshold, so a server of a small
 * ledger let its garbage reach ~250 MB between full collections (each one back to ~30 MB live):
 * 390-400 MB of RSS under load against 270 MB without it, and growing where the other had
 * levelled off under light use; a server's one load at start is no slower for it (1.7 s to
 * ready with the 100,000-transaction ledger either way).
 */
export const V8_FLAGS = ['--initial-old-space-size=256'];

/** The V8 options of `serve` (see V8_FLAGS): none. */
export const SERVE_V8_FLAGS = [];

/** The V8 options for the CLI's arguments: SERVE_V8_FLAGS for `serve`, else V8_FLAGS. */
export function v8FlagsFor(args) {
  return args[0] === 'serve' ? SERVE_V8_FLAGS : V8_FLAGS;
}

/**
 * The project's own V8 options: the `node-options` line of its .npmrc ('' when there is none),
 * without the `${NODE_OPTIONS?}` that makes npm add the user's after them.
 */
export function npmNodeOptions(root) {
  let text;
  try {
    text = readFileSync(join(root, '.npmrc'), 'utf8');
  } catch {
    return '';
  }
  const line = /^\s*node-options\s*=(.*)$/m.exec(text);
  return line === null ? '' : line[1].replace(/\$\{[^}]*\}/g, '').trim().replace(/\s+/g, ' ');
}

/**
 * `env` plus the V8 options of .npmrc, followed by the user's own NODE_OPTIONS as npm gives them
 * (a flag the user gives again wins; npm scripts already carry both), and Node's compile cache,
 * which keeps the TypeScript modules stripped and compiled between runs: most of the start-up of
 * a short command such as `check` (a user's own setting wins).
 */
export function launcherEnv(root, env) {
  const out = { ...env, NODE_COMPILE_CACHE: env.NODE_COMPILE_CACHE ?? join(root, 'node_modules', '.cache', 'node-compile-cache') };
  const options = npmNodeOptions(root);
  const own = env.NODE_OPTIONS?.trim() ?? '';
  if (options !== '' && !own.startsWith(options)) out.NODE_OPTIONS = own === '' ? options : `${options} ${own}`;
  return out;
}
