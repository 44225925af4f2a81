// Git's loose objects, read without git: `git stash` writes its commits, trees and blobs loose
// (`.git/objects/xx/rest`, zlib-deflated `<type> <size>\0<body>`). Packed objects are not read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/** A git object: its type (commit, tree, blob, tag) and its body. */
export interface GitObject {
  readonly type: string;
  readonly body: Buffer;
}

const SHA1 = /^[0-9a-f]{40}$/;

/** The loose object `sha` in the git directory `gitDir` (one holding `objects/`), or null: packed, missing, not readable. */
export function readLooseObject(gitDir: string, sha: string): GitObject | null {
  if (!SHA1.test(sha)) return null;
  let raw: Buffer;
  try {
    raw = inflateSync(readFileSync(join(gitDir, 'objects', sha.slice(0, 2), sha.slice(2))));
  } catch {
    return null;
  }
  const nul = raw.indexOf(0);
  const header = nul < 0 ? null : /^(commit|tree|blob|tag) (\d+)$/.exec(raw.subarray(0, nul).toString('latin1'));
  if (header === null || Number(header[2]) !== raw.length - nul - 1) return null;
  return { type: header[1]!, body: raw.subarray(nul + 1) };
}

/** The tree a commit's body names, or null. */
export function treeOfCommit(commit: Buffer): string | null {
  return /^tree ([0-9a-f]{40})\n/.exec(commit.subarray(0, 46).toString('latin1'))?.[1] ?? null;
}

/** The object a tree's body names `name` by (`<mode> <name>\0<20 bytes>` each), or null. */
export function entryOfTree(tree: Buffer, name: string): string | null {
  const wanted = Buffer.from(name, 'utf8');
  for (let at = 0; at < tree.length; ) {
    const space = tree.indexOf(0x20, at);
    const nul = tree.indexOf(0, space + 1);
    if (space < 0 || nul < 0 || nul + 21 > tree.length) return null;
    if (tree.subarray(space + 1, nul).equals(wanted)) return tree.subarray(nul + 1, nul + 21).toString('hex');
    at = nul + 21;
  }
  return null;
}

/**
 * The blob at `path` (its names from the top, split on `/`) in the tree of commit `sha`, read as
 * loose objects of `gitDir`: null when any of them is not one (packed, missing) or is not what
 * it should be.
 */
export function blobAtPath(gitDir: string, sha: string, path: readonly string[]): Buffer | null {
  const commit = readLooseObject(gitDir, sha);
  if (commit?.type !== 'commit') return null;
  let object = treeOfCommit(commit.body);
  for (const name of path) {
    const tree = object === null ? null : readLooseObject(gitDir, object);
    if (tree?.type !== 'tree') return null;
    object = entryOfTree(tree.body, name);
  }
  const blob = object === null ? null : readLooseObject(gitDir, object);
  return blob?.type === 'blob' ? blob.body : null;
}
