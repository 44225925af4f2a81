// The shared test corpus (real-world files no one on this project wrote) lives in ../shared
// beside the checkout, as in CI.
import { join } from 'node:path';

export const OFX_CORPUS = join(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'ofx');
