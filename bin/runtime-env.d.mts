export function npmNodeOptions(root: string): string;
export function launcherEnv(root: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
