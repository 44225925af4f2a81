/** V8 options given on the command line of every process that loads a ledger (see runtime-env.mjs). */
export const V8_FLAGS: readonly string[];
export function npmNodeOptions(root: string): string;
export function launcherEnv(root: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
