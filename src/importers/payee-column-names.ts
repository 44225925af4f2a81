// The header names of the counterparty column (对手信息, 交易对方, 对方户名, Payee...), one list for
// the CSV and the PDF readers: a bank prints the same header in both exports of a statement, and
// a name only one reader knows loses the payee of every row in the other. Compared as header keys
// (no spaces, lower case, Simplified characters in the CSV reader: 對方戶名 is 对方户名); a CSV that
// has several of these columns reads the first one listed.
export const PAYEE_COLUMN_NAMES: readonly string[] = [
  'payee',
  'counterparty',
  'merchant',
  'merchantname',
  'partnername', // N26
  'name',
  'auftraggeber/empfänger',
  'auftraggeber/begünstigter', // DKB's older export
  'naam/omschrijving', // ING (NL)
  'beguenstigter/zahlungspflichtiger', // Sparkasse (read since 2026-11-27: see NEWLY_READ_PAYEE_COLUMNS)
  'begünstigter/zahlungspflichtiger',
  'beneficiary/payer', // Sparkasse's English export
  '交易对方',
  '对方户名',
  '对方名称',
  '对方账户名称',
  '对方账户名',
  '收/付款方',
  '对手信息',
  '交易对手',
  '对方账号与户名',
  '商户名称',
  '对方账户', // 對方帳戶 (Taiwan's banks), read since 2026-11-27
  // the bookkeeping apps' (随手记's 商家), read since 2026-11-27
  '商家',
  '商户',
  '对方',
];

/**
 * Payee columns read since 2026-11-27 (Sparkasse's; Wise's Payee Name and Payer Name, the parties
 * of money out and in; 对方账户; the apps' 商家, 商户, 对方; in the CSV reader, any written in Traditional characters): rows
 * imported before then carry the import id made with no payee, which is tried too, so that an old
 * export imported again is all duplicates.
 */
export const NEWLY_READ_PAYEE_COLUMNS: ReadonlySet<string> = new Set(['beguenstigter/zahlungspflichtiger', 'begünstigter/zahlungspflichtiger', 'beneficiary/payer', 'payeename', 'payername', '对方账户', '商家', '商户', '对方']);

