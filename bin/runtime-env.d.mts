/** V8 options given on the command line of the commands that load a ledger once and exit (see runtime-env.mjs). */
export const V8_FLAGS: readonly string[];
/** V8 options of `serve` (see runtime-env.mjs). */
export const SERVE_V8_FLAGS: readonly string[];
export function v8FlagsFor(args: readonly string[]): readonly string[];
export function npmNodeOptions(root: string): string;
export function launcherEnv(root: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
