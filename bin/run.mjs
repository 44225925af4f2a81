// The CLI's entry point in a process that already runs the pinned Node (`npm start`,
// `npm run cli`, bin/beanledger.mjs). It is plain JavaScript so that Node's compile cache is on
// before the first TypeScript module is read: started as `node src/cli/main.ts`, main.ts itself
// is stripped of its types on every run, and loading the type stripper costs ~60-110 ms of
// each short command such as `check`.
import { enableCompileCache } from 'node:module';

enableCompileCache();
const { runCommandLine } = await import('../src/cli/main.ts');
runCommandLine(process.argv.slice(2));
