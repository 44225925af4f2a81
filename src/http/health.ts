// GET /health (the service and the caller's ledger) and GET /openapi.json.
import type { FastifyInstance } from 'fastify';
import { storeOf } from './app.ts';
import { problems } from './schemas.ts';
import { relativeMessage } from '../store/relative-paths.ts';
import { WARNING_KIND } from '../ledger/core/directives.ts';
import { MAX_RECENT_WARNINGS, RECENT_WARNING_MS } from '../store/recent-warnings.ts';

const MAX_ERRORS_SHOWN = 100;

const PLACED_MESSAGES = {
  type: 'array',
  items: { type: 'object', required: ['file', 'line', 'message'], properties: { file: { type: 'string' }, line: { type: 'integer' }, message: { type: 'string' } } },
} as const;

/** PLACED_MESSAGES, and for what the store did on its own, when. */
const WARNINGS = {
  type: 'array',
  items: {
    type: 'object',
    required: ['file', 'line', 'message'],
    properties: { ...PLACED_MESSAGES.items.properties, at: { type: 'string', description: 'When the store did it (ISO 8601): only for what the store did to the file on its own.' } },
  },
} as const;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Service and ledger status',
        description: `The ledger is reloaded first if its files changed. \`errors\` lists the ledger's errors, those bean-check reports (at most ${MAX_ERRORS_SHOWN}; \`error_count\` is the total); a ledger with errors still serves. \`warnings\` lists what is not an error but changes what the service answers (a plugin it does not run), as the \`check\` command prints it without failing, a ledger file (or directory) the service cannot write, a lock file that another process keeps longer than a write waits for it (every write answers 503 meanwhile), a file of the ledger that is not UTF-8 (saved in GBK by mistake: writes to a main file that is not UTF-8 are refused), the accounts opened with a name only Beancount 3 reads (\`资产:现金\`: bean-check and Fava 1.x report it as invalid), and what the store did to the ledger on its own in the last ${RECENT_WARNING_MS / 60_000} minutes (the latest ${MAX_RECENT_WARNINGS}, each with \`at\`, line 0): an answered entry that a save or git removed from the file within 3 s of its answer and that was written again (delete it again if that was on purpose), one taken for discarded with git and not written again (a reset, checkout, or a stash that holds it), one written again because a \`git stash\` ran while it was written and did not hold it, and an append cut off by a stopped process.`,
        response: {
          200: {
            type: 'object',
            required: ['status', 'version', 'ledger'],
            properties: {
              status: { type: 'string', const: 'ok' },
              version: { type: 'string' },
              ledger: {
                type: 'object',
                required: ['file', 'loaded_at', 'entries', 'errors', 'error_count', 'warnings', 'writes', 'plugins_not_run'],
                properties: {
                  file: { type: 'string', description: "The main file's name (relative to the ledger directory)." },
                  loaded_at: { type: 'string', description: 'When the ledger was last read or written (ISO 8601).' },
                  entries: { type: 'integer', description: 'Number of directives after booking and plugins.' },
                  error_count: { type: 'integer' },
                  writes: {
                    type: 'string',
                    enum: ['checked', 'checked by bean-check', 'refused'],
                    description:
                      'How a write is checked: by the engine (checked); by bean-check as well, for a ledger that enables a plugin the service does not run and LEDGER_BEAN_CHECK is set; refused (422) for such a ledger without it, or (503) when that bean-check could not import one of its plugins when it last checked the ledger: once as loaded at start, then at each write (a warning says which).',
                  },
                  plugins_not_run: { type: 'array', items: { type: 'string' }, description: 'Plugins the ledger enables that the service does not run (each also a line of warnings).' },
                  errors: PLACED_MESSAGES,
                  warnings: WARNINGS,
                },
              },
            },
          },
          ...problems(400, 401, 415, 503),
        },
      },
    },
    async (request) => {
      const store = await storeOf(app, request.user);
      const snapshot = await store.snapshot();
      const { ledger } = snapshot;
      const notRun = ledger.unsupportedPlugins().map((p) => p.name);
      // A plugin not run is a warning, as `check` prints it (exit 0): a client counting errors
      // showed "1 error" for a ledger that passes bean-check (newcomer QA).
      const errors = ledger.errors.filter((e) => e.kind !== WARNING_KIND);
      // (and names only Beancount 3 reads: power-user QA, a ledger of 资产:现金 was clean here
      // while bean-check and Fava report every line naming one)
      const warnings = [...ledger.errors.filter((e) => e.kind === WARNING_KIND), ...ledger.beancount3Names()];
      const placed = (list: typeof errors) => list.slice(0, MAX_ERRORS_SHOWN).map((e) => ({ ...snapshot.relativeSource(e.source), message: relativeMessage(snapshot.directory, e.message) }));
      // (git QA: a main file made read-only answered every write 503 while this said ok, no word)
      // (and crash QA: a lock that a live process keeps, every write 503, while this said ok)
      const beanCheckTrouble = store.beanCheckTrouble();
      const writeTroubles = [await store.writeAccessTrouble(), await store.lockTrouble(), beanCheckTrouble].filter((t) => t !== null);
      const fileWarnings = writeTroubles.map((message) => ({ ...snapshot.relativeSource({ file: ledger.mainFile, line: 0 }), message }));
      // (QA: a text written again, or left out as discarded with git, was said in the server's log only)
      const storeWarnings = store.writeWarnings().map((w) => ({ ...snapshot.relativeSource({ file: w.file, line: 0 }), message: relativeMessage(snapshot.directory, w.message), at: new Date(w.at).toISOString() }));
      return {
        status: 'ok',
        version: app.services.version,
        ledger: {
          file: snapshot.relativeSource({ file: ledger.mainFile, line: 0 }).file,
          loaded_at: snapshot.loadedAt,
          entries: ledger.directives.length,
          error_count: errors.length,
          errors: placed(errors),
          warnings: [...fileWarnings, ...placed(warnings), ...storeWarnings],
          writes: notRun.length === 0 ? 'checked' : store.checksWithBeanCheck && beanCheckTrouble === null ? 'checked by bean-check' : 'refused',
          plugins_not_run: notRun,
        },
      };
    },
  );

  app.get(
    '/openapi.json',
    {
      schema: {
        tags: ['health'],
        summary: 'This OpenAPI 3.1 document',
        response: { 200: { type: 'object', additionalProperties: true }, ...problems(400, 401, 415, 503) },
      },
    },
    async () => app.openapi(),
  );
}
