#!/usr/bin/env node
// Thin launcher: runs the TypeScript CLI under the Node runtime pinned in node_modules.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { existsSync } from 'node:fs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = join(root, 'node_modules', 'node', 'bin', 'node');
const runtime = existsSync(pinned) ? pinned : process.execPath;
// Node's compile cache keeps the TypeScript modules stripped and compiled between runs, which
// is most of the start-up of a short command such as `check` (a user's own setting wins).
const env = { ...process.env, NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(root, 'node_modules', '.cache', 'node-compile-cache') };
const result = spawnSync(runtime, [join(root, 'src', 'cli', 'main.ts'), ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
