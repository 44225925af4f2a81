// The environment the launcher gives the CLI, so that `beanledger ...` runs as `npm start` does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The `node-options` line of the project's .npmrc ('' when there is none). */
export function npmNodeOptions(root) {
  let text;
  try {
    text = readFileSync(join(root, '.npmrc'), 'utf8');
  } catch {
    return '';
  }
  const line = /^\s*node-options\s*=(.*)$/m.exec(text);
  return line === null ? '' : line[1].trim();
}

/**
 * `env` plus the V8 options of .npmrc (unless the user set NODE_OPTIONS) and Node's compile
 * cache, which keeps the TypeScript modules stripped and compiled between runs: most of the
 * start-up of a short command such as `check` (a user's own setting wins).
 */
export function launcherEnv(root, env) {
  const out = { ...env, NODE_COMPILE_CACHE: env.NODE_COMPILE_CACHE ?? join(root, 'node_modules', '.cache', 'node-compile-cache') };
  if (env.NODE_OPTIONS === undefined) {
    const options = npmNodeOptions(root);
    if (options !== '') out.NODE_OPTIONS = options;
  }
  return out;
}
