#!/usr/bin/env node
// Thin launcher: runs the TypeScript CLI under the Node runtime pinned in node_modules, with the
// options `npm start` uses (bin/runtime-env.mjs).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { existsSync } from 'node:fs';
import { launcherEnv, v8FlagsFor } from './runtime-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = join(root, 'node_modules', 'node', 'bin', 'node');
const runtime = existsSync(pinned) ? pinned : process.execPath;
const result = spawnSync(runtime, [...v8FlagsFor(process.argv.slice(2)), join(root, 'bin', 'run.mjs'), ...process.argv.slice(2)], { stdio: 'inherit', env: launcherEnv(root, process.env) });
process.exit(result.status ?? 1);
