// POST /bean/import/files: a statement upload (multipart/form-data, fields in any order).
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { createHash } from 'node:crypto';
import type { RawTransaction, Transaction } from '../ledger/core/directives.ts';
import { planReadImport, readImport, type ImportPlan, type StatementFormat } from '../importers/import-statement.ts';
import { CSV_PRESETS } from '../importers/csv/read-csv.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { storeOf } from './app.ts';
import { formatSize } from '../config.ts';
import { Problem } from '../problem.ts';
import { ACCOUNT_PATTERN, amountOutSchema, idempotencyHeader, problems, WRITE_PROBLEMS } from './schemas.ts';
import { answerWrite } from './write-answer.ts';
import { importAutoOpenedWarnings } from './auto-opened-accounts.ts';
import { ImportSlots } from './import-slots.ts';
import { draftJson, transactionJson } from './wire.ts';

const MAX_FIELD_BYTES = 256 * 1024;
const accountRe = new RegExp(ACCOUNT_PATTERN, 'u');

const reportOut = {
  type: 'object',
  required: ['imported', 'duplicates', 'skipped', 'transactions', 'duplicate_rows', 'skipped_rows', 'warnings', 'statement'],
  properties: {
    imported: { type: 'integer', description: 'Transactions written (or, with dry_run, that would be).' },
    duplicates: { type: 'integer', description: 'Transactions already in the ledger.' },
    skipped: { type: 'integer', description: 'Rows not imported (closed, refunded, zero, dated after today, securities trades, unreadable...), each with its reason in skipped_rows. A row that cannot be read (no valid date, not an amount, more cells than the header) is skipped; the upload is rejected (422) only when no row at all can be read.' },
    transactions: {
      type: 'array',
      description:
        'Written (201): each transaction as POST /bean/transactions answers it (id, source, meta and meta_types, postings with cost, price, flag, meta, meta_types and interpolated). ' +
        'With dry_run (200): the same shape, id and source null (nothing is written yet).',
      items: { type: 'object', additionalProperties: true },
    },
    duplicate_rows: { type: 'array', items: { type: 'object', additionalProperties: true } },
    skipped_rows: { type: 'array', items: { type: 'object', required: ['row', 'reason'], properties: { row: { type: 'integer' }, reason: { type: 'string' } } } },
    warnings: {
      type: 'array',
      description:
        'Guesses to check, about the transactions imported (duplicates and skipped rows have none): the paying account guessed (a credit card no alias names, booked to the Liabilities account named after its bank or to the ledger’s only credit-card account; 花呗 with no account for it, booked to the statement’s own account; a method no alias names), ' +
        'the receiving account of a move guessed so, no counter-account found (Expenses/Income:Uncategorized), a card’s credit taken for a refund of the payee’s purchases, a fee booked to Expenses:Uncategorized, the cash an OFX investment statement’s skipped trades moved (the account’s cash then differs from the statement’s), an OFX account field that wins over another account’s account_id, dd/dd/yyyy dates that read both ways, a statement that lists no movements at all (a header-only export: nothing imported), and, in a ledger with the auto_accounts plugin, an account booked to that no open directive opens (a payee history’s Expenses:Fod), as POST /bean/transactions warns of it, with the rows that book to it. ' +
        'row is the statement row, as in skipped_rows, or null for the whole file (those come first). A transaction a row warning is about is flagged !.',
      items: { type: 'object', required: ['row', 'message'], properties: { row: { type: ['integer', 'null'] }, message: { type: 'string' } } },
    },
    statement: {
      type: 'object',
      description: "The statement's own closing balance (OFX LEDGERBAL, an investment statement's cash INVBAL AVAILCASH; a CSV's balance column on its latest row, else a preamble's Kontostand vom dd.mm.yyyy): reported, never written. With several statement accounts in one file, balance and date are the first account's.",
      properties: {
        balance: amountOutSchema,
        date: { type: 'string' },
        balances: {
          type: 'array',
          description: 'Only when the file holds several statement accounts (OFX): each closing balance, with its ACCTID and the ledger account it maps to (null when none).',
          items: {
            type: 'object',
            required: ['account_id', 'account', 'balance', 'date'],
            properties: { account_id: { type: ['string', 'null'] }, account: { type: ['string', 'null'] }, balance: amountOutSchema, date: { type: ['string', 'null'] } },
          },
        },
      },
    },
  },
} as const;

interface UploadFields {
  content: Buffer | null;
  filename?: string;
  account?: string;
  format?: StatementFormat;
  preset?: string;
  mapping?: unknown;
  keepRows?: number[];
  dryRun: boolean;
}

/** keep_rows: row numbers separated by commas, spaces allowed (no \d or \s: the document's patterns read alike in every dialect). */
const KEEP_ROWS_PATTERN = '^ *[0-9]{1,9}( *, *[0-9]{1,9})* *$';
const KEEP_ROWS = new RegExp(KEEP_ROWS_PATTERN);

function field(path: string, message: string): Problem {
  return Problem.badRequest(`${path}: ${message}`, [{ path, message }]);
}

export async function importRoutes(app: FastifyInstance): Promise<void> {
  // (a few imports read and planned at once, server-wide: see import-slots.ts)
  const slots = new ImportSlots();
  await app.register(multipart, {
    // Two files get to readUpload (which says "given more than once"), a third is over the limit.
    limits: { fileSize: app.services.uploadLimit, files: 2, fields: 16, fieldSize: MAX_FIELD_BYTES, parts: 20, headerPairs: 100 },
  });

  app.post(
    '/bean/import/files',
    {
      bodyLimit: app.services.uploadLimit + MAX_FIELD_BYTES,
      schema: {
        tags: ['import'],
        summary: 'Import a statement',
        description:
          'multipart/form-data, fields in any order. 201 with the report once written; with dry_run=true, 200 with the same report and nothing written. ' +
          'Rows already in the ledger count as duplicates, so importing the same file twice imports nothing the second time: the same import_id metadata, or, for a transaction written by hand or imported from another statement, the same amount on the same account within 3 days (each existing transaction absorbs one row, nearest date first); failing that, one item of a transaction written by hand that pays several items from one posting on that account (早餐8 午饭25 晚饭40 微信: Assets:WeChat -73 against 8, 25 and 40 takes the app’s three payments, one row per item; a row of the whole amount goes first, and then no item matches). Later uploads know how such a transaction was matched (kept in the data directory, not in the ledger): once matched item by item it is matched whole by no row (a 73 payment the next day is imported), once matched whole by no item, an item matched is not matched again, and a row matched before is a duplicate of that match; a dry run keeps no match of its own. A statement id (OFX FITID) that the bank reuses within the file for a different movement is suffixed #2, #3... in import_id, so both movements are imported; the same movement listed twice (same date, amount, payee and memo) is a duplicate. An OFX FITID already in the ledger counts only with the same amount on the same account: a FITID that a later download gives to another movement is imported under the next free #2, #3... form of it (its import_id says so), and is known by it on later uploads. ' +
          'An Alipay/WeChat row paid with a bank card is no duplicate of an existing transfer of its amount from that card into the statement’s own account (the bank’s row of the same payment, imported first and booked as a move into the app): it continues it and is booked from the statement’s own account, so the app’s account nets to zero and the ledger ends the same whichever file comes first. ' +
          'A fee the row states (WeChat 备注 服务费¥0.10, the older Alipay export’s 服务费（元）) is part of its amount and gets its own posting, to an open Expenses account whose alias or name says fees, else Expenses:Uncategorized: the other side receives the amount less the fee (a ¥100.10 零钱提现 puts 100.00 in the bank). ' +
          'The other side of a row: a payee record, the history of the payee, an account whose alias the row names (one of the user’s own accounts makes it a transfer; a move between own accounts goes to the account the row names that is not the one the money leaves by, so WeChat’s 转入零钱通-来自工商银行 moves money from 工商银行 to the wallet), an Expenses or Income account whose alias the row’s category names (an app’s 子分类, then its 分类), the keyword table (on the payee and memo, then on the category), then Expenses/Income:Uncategorized. ' +
          'A CSV, or a PDF that does not call itself a credit-card statement, for an account under the ledger’s Liabilities root with one signed amount column that lists charges as positive (as Chinese card statements do) is turned to the card’s side: the rows that say they are repayments or refunds (还款, 退款, PAYMENT THANK YOU, REFUND) tell the file’s sign, else the sign most rows carry is the charges’. ' +
          'A PDF’s rows printed without a year (12/08) take it from the statement date (labelled, or the end of the statement period), written year first, with an English month name (January 5, 2026; 05 Jan 2026) or as dd/dd/yyyy, read month first when the rows are (else as for a CSV, below). ' +
          'A bank CSV’s dd/dd/yyyy dates are day first unless a part above 12 (or mapping’s date_order) says otherwise; when no part does, the file alone decides (the same file reads the same on any day): the order under which the rows run one way (oldest or newest first) if only one order is so, else the one under which they span fewer days, else day first (then the report’s warnings say how they were read: check a dry run, or send date_order). Dotted dates (02.11.2026) are day first unless a part above 12 says otherwise, and are not warned of. Each field at most once (400 otherwise).',
        headers: idempotencyHeader,
        multipartBody: {
          type: 'object',
          required: ['file'],
          // Another field is a 400 ("is not a known field").
          additionalProperties: false,
          properties: {
            file: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description:
                'The statement (CSV, OFX, PDF or Excel .xlsx). A CSV may separate its cells by commas, semicolons, tabs or |: the content tells which (not counting those inside quoted cells). ' +
                'An .xlsx workbook (WeChat Pay’s 微信支付账单流水文件, a bank’s or a bookkeeping app’s export) is read as its first worksheet’s table, by the CSV readers (header found by its words, WeChat/Alipay/bank columns, preset, mapping), rows numbered as Excel numbers them, import ids those of the same statement’s CSV: ' +
                'each cell as Excel shows its value (numbers from their decimal text, a binary artefact such as 0.30000000000000004 rounded to the 15 digits Excel shows; a number in a date format as YYYY-MM-DD or YYYY-MM-DD HH:MM:SS, 1900 or 1904 date system). ' +
                'A damaged, encrypted or ZIP64 workbook, one whose parts unpack to more than 64 MiB each or 128 MiB in all, an old .xls, an .ods or a ZIP holding no workbook is a 422 that says so.',
            },
            account: {
              type: 'string',
              pattern: ACCOUNT_PATTERN,
              description:
                "The statement's own account. In an OFX file of one statement account it wins over account_id metadata, also when the ACCTID is another open account's account_id (then with a warning naming that account). " +
                'Without it, each OFX statement account (ACCTID) maps to the open account whose account_id metadata equals it; in a file of several statement accounts this field stands for the one ACCTID no metadata names (422 when two or more are unnamed: set account_id metadata). ' +
                'An ACCTID that several open accounts carry in account_id is a 422 naming them (keep account_id on one of them), unless the file holds that one statement account and this field is sent.',
            },
            format: {
              type: 'string',
              enum: ['csv', 'ofx', 'pdf', 'xlsx'],
              description: 'Detected from the content when absent (an .xlsx is a ZIP archive holding xl/workbook.xml). An .xlsx sent with format csv is read as the workbook it is; with ofx or pdf, or a file that is no ZIP sent as xlsx, it is a 422.',
            },
            preset: { type: 'string', description: `A named CSV layout, when the content does not tell: ${CSV_PRESETS.join(', ')}.` },
            mapping: {
              type: 'string',
              description:
                'JSON object: CSV column name -> role (date, posted, amount, debit, credit, payee, narration (or description), currency, balance, id, direction, method, to_method, category, status, fee, ignore), ' +
                'method: the own account each row\'s money moves by, named by its alias (an app export of several accounts: 随手记\'s 账户, 钱迹\'s 账户1); to_method: of a move between own accounts (钱迹\'s and 鲨鱼记账\'s 转账, 还款), the own account the amount reaches from the method one (钱迹\'s 账户2): the row is booked as one move between the two. ' +
                'category: the app\'s category of the row (随手记\'s and 钱迹\'s 分类, 鲨鱼记账\'s 类别, MoneyWiz\'s Category), which finds the other account when the payee record and history do not: an account whose alias the category names (under Expenses for money out, Income for money in), before the keyword table; a second column of the role is its sub-category (子分类, 二级分类: the one further right), read first, as the more specific. Without a mapping such columns are read by these names. ' +
                'A role names one column (two columns of one role are a 400 naming both), except narration (or description), whose columns are all read, their texts joined in the mapping\'s order, category (two), and ignore. ' +
                'or {"columns": {...}, "date_order": "dmy"|"mdy", "decimal_separator": "."|","}; date_order and decimal_separator may also be sent alone ({"date_order": "mdy"}), and then apply on top of the columns found by their header names. posted is the booking (posting) date, read for a row whose date is empty. ' +
                'A file without a header row is mapped by column number, 1 for the first ({"1": "date", "2": "narration", "3": "debit", "4": "credit"}): when every column is named by a number, the rows start at the first line with a date and an amount where the numbers say (lines above it are passed over). ' +
                'Without date_order the dates decide (see the operation’s description); date_order also decides dates without a year (05/01, 05.01). Without decimal_separator the amount cells decide: ' +
                'a decimal comma when some cell reads only that way (-3,20, 1.234,56), a decimal point when some cell reads only so (4.50, 1,234.50); when none does and amounts such as -1.500 read both ways, the rest of the file (semicolons, German headers, dotted dates, euros; or English headers in a comma-separated file, month-first dates, dollars) decides, with a warning, else the file is a 422 naming the column; a file whose cells contradict each other is a 422.',
            },
            keep_rows: {
              type: 'string',
              pattern: KEEP_ROWS_PATTERN,
              description:
                'Rows to import even though they are duplicates by amount: their numbers as duplicate_rows gives them, separated by commas (`-F keep_rows=4,9`). ' +
                'A row matched only by its amount on the same account within 3 days (a fixed fare, a daily coffee: another 4.00 ride typed two days later) is then imported as a transaction of its own, and the transaction it matched is left for the other rows; the reason of such a duplicate says so ("…; send keep_rows=4 to import it anyway"). ' +
                'A row already imported (the same import_id in the ledger) or listed twice in the file stays a duplicate, so importing the same file again, with or without keep_rows, adds nothing.',
            },
            dry_run: { type: 'string', enum: ['true', 'false', '1', '0'], description: 'true: plan only, write nothing (answers 200).' },
          },
        },
        response: { 200: { ...reportOut, description: 'dry_run: what would be imported' }, 201: { ...reportOut, description: 'Imported' }, ...problems(...WRITE_PROBLEMS) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new Problem(415, 'Unsupported Media Type', 'Send the statement as multipart/form-data.');
      const upload = await readUpload(request.parts()).catch((err: unknown) => malformedMultipart(err, app.services.uploadLimit));
      if (upload.content === null) throw field('file', 'is required');
      const content = upload.content;
      const importRequest = {
        content,
        filename: upload.filename,
        account: upload.account,
        format: upload.format,
        preset: upload.preset,
        mapping: upload.mapping,
        keepRows: upload.keepRows,
        today: app.services.today(),
      };
      const store = await storeOf(app, request.user);
      if (upload.dryRun) {
        return slots.run(async () => {
        const read = await readImport(importRequest);
        // Planned with what the store keeps of this ledger for imports (no pass over every
        // transaction), in the ledger's write queue: planning gives the event loop back now and
        // then, and no write may change the ledger meanwhile. Checked as the write checks it: a
        // dry run is refused when the import would be.
        // (with what earlier imports matched, as the import plans; what this one matches is not kept)
        const report = await store.checkInTurn(async (snapshot) => {
          // (nothing written: what is forgotten of them waits for the next write, as in the load)
          const plan = withAutoOpenedWarnings(snapshot.ledger, await planReadImport(snapshot.ledger, read, snapshot.imports, await store.rememberedMatches(snapshot, false)));
          const drafts = plan.directives.filter((d): d is RawTransaction => d.type === 'transaction');
          // each draft as the import would answer it, without the id and source it has not yet
          const transactions = drafts.length === plan.report.transactions.length ? drafts.map(draftJson) : plan.report.transactions;
          return { directives: plan.directives, directivePaths: rowPaths(plan), result: { ...plan.report, transactions } };
        });
        return reply.code(200).send(report);
        });
      }
      const keyBody = {
        file: createHash('sha256').update(content).digest('hex'),
        ...{ filename: upload.filename, account: upload.account, format: upload.format, preset: upload.preset, mapping: upload.mapping, keep_rows: upload.keepRows },
      };
      return answerWrite(
        app,
        request,
        reply,
        () => slots.run(async () => {
          // The statement is read (a PDF may take seconds) before the ledger's write lock is
          // taken: only planning against the ledger holds up the user's other writes. A file that
          // cannot be imported is answered here as it would be under the lock.
          const read = await readImport(importRequest);
          // Planned with how earlier imports matched the transactions typed by hand, and what this
          // one matches kept for the next (a row found a duplicate is written nowhere in the ledger).
          const outcome = await store.write(async (snapshot) => {
            const plan = withAutoOpenedWarnings(snapshot.ledger, await planReadImport(snapshot.ledger, read, snapshot.imports, await store.rememberedMatches(snapshot)));
            return { directives: plan.directives, directivePaths: rowPaths(plan), result: plan.report, matches: plan.matches };
          });
          // The import is written: a file that could not keep its matches costs the next upload
          // their memory (as before there was one), not this answer.
          if (outcome.matchesUnsaved !== undefined) {
            request.log.warn({ err: outcome.matchesUnsaved }, 'the import was written, but its matches of transactions typed by hand were not kept in the data directory (kept until the service stops)');
          }
          const report = outcome.result;
          // Each reported transaction as POST /bean/transactions answers it: id, source, and the
          // postings as booked (cost, price, flag, meta, interpolated).
          const written = outcome.written.filter((d): d is Transaction => d.type === 'transaction');
          const transactions =
            written.length === report.transactions.length
              ? report.transactions.map((t, i) => {
                  const stored = outcome.snapshot.transactions.atSource(written[i]!.source);
                  return stored ? transactionJson(stored.id, stored.transaction, outcome.snapshot.relativeSource(stored.transaction.source)) : t;
                })
              : report.transactions;
          return { status: 201, body: { ...report, transactions } };
        }),
        keyBody,
      );
    },
  );
}

/**
 * The plan with a warning for each account it books to that only the auto_accounts plugin opens,
 * after the other warnings about the whole file (row null), as POST /bean/transactions warns of them.
 */
function withAutoOpenedWarnings(ledger: Ledger, plan: ImportPlan): ImportPlan {
  const autoOpened = importAutoOpenedWarnings(ledger, plan.directives, plan.rows);
  if (autoOpened.length === 0) return plan;
  const { warnings } = plan.report;
  const fileWide = warnings.filter((w) => w.row === null).length;
  const merged = [...warnings.slice(0, fileWide), ...autoOpened.map((message) => ({ row: null, message })), ...warnings.slice(fileWide)];
  return { ...plan, report: { ...plan.report, warnings: merged } };
}

/** Each directive of the plan as the import's errors name rows (`row 2`): a ledger check it fails names it so. */
function rowPaths(plan: ImportPlan): (string | null)[] {
  return plan.rows.map((row) => (row === null ? null : `row ${row}`));
}

/**
 * What busboy throws for a body it cannot read (no boundary, cut off before the closing
 * boundary, a broken part header) carries no status: the client's mistake, a 400. Our own
 * problems and @fastify/multipart's other limit errors (413) keep theirs; a file over the upload
 * limit is a 413 that names the limit (QA: "The request body is too large." said not how large a
 * statement may be).
 */
function malformedMultipart(err: unknown, uploadLimit: number): never {
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = formatSize(uploadLimit);
    throw new Problem(413, 'Content Too Large', `The statement file is larger than the ${limit} an upload may have (LEDGER_UPLOAD_LIMIT): export a shorter period, or have the limit raised.`, [{ path: 'file', message: `at most ${limit}` }]);
  }
  if (err instanceof Problem || typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
  const reason = err instanceof Error ? err.message : String(err);
  throw Problem.badRequest(`The multipart/form-data body could not be read: ${reason}.`);
}

async function readUpload(parts: AsyncIterableIterator<import('@fastify/multipart').Multipart>): Promise<UploadFields> {
  const out: UploadFields = { content: null, dryRun: false };
  const seen = new Set<string>();
  for await (const part of parts) {
    // A field sent twice (two files, two accounts) is a mistake, not a choice of the last one.
    if (seen.has(part.fieldname)) {
      if (part.type === 'file') await part.toBuffer();
      throw field(part.fieldname, 'is given more than once');
    }
    seen.add(part.fieldname);
    if (part.type === 'file') {
      if (part.fieldname !== 'file') {
        await part.toBuffer();
        throw field(part.fieldname, 'unknown file field (send the statement as "file")');
      }
      out.content = await part.toBuffer();
      out.filename = part.filename || undefined;
      continue;
    }
    const value = typeof part.value === 'string' ? part.value : String(part.value);
    switch (part.fieldname) {
      case 'account':
        if (!accountRe.test(value)) throw field('account', 'is not an account name');
        out.account = value;
        break;
      case 'format':
        if (value !== 'csv' && value !== 'ofx' && value !== 'pdf' && value !== 'xlsx') throw field('format', 'must be csv, ofx, pdf or xlsx');
        out.format = value;
        break;
      case 'preset':
        out.preset = value;
        break;
      case 'mapping':
        try {
          out.mapping = JSON.parse(value);
        } catch {
          throw field('mapping', 'must be JSON');
        }
        break;
      case 'keep_rows':
        if (!KEEP_ROWS.test(value)) throw field('keep_rows', 'must be row numbers separated by commas, as duplicate_rows gives them (4,9)');
        out.keepRows = value.split(',').map((n) => Number(n.trim()));
        break;
      case 'dry_run':
        if (!['true', 'false', '1', '0'].includes(value)) throw field('dry_run', 'must be true or false');
        out.dryRun = value === 'true' || value === '1';
        break;
      default:
        throw field(part.fieldname, 'is not a known field');
    }
  }
  return out;
}
