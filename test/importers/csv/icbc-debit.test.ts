// ICBC's debit-card 明细查询文件下载: the header has both 交易金额(收入)/(支出) (in the currency spent)
// and 记账金额(收入)/(支出) (what the account was booked); in the exports people download the first
// pair prints "-" and the amounts stand in the second. Cells are padded with spaces and a tab, and
// the file ends with a total per currency (人民币合计), which is no row.
import { describe, expect, it } from 'vitest';
import { readCsvStatement } from '../../../src/importers/csv/read-csv.ts';
import { importTwice } from '../import-fixtures.ts';
import { beanCheck } from '../../support/bean-check.ts';

const pad = (text: string, width = 20) => `${text.padEnd(width)}\t`;
const quoted = (text: string, width = 20) => `"${pad(text, width)}"`;

const PREAMBLE = '明细查询文件下载\n\n卡号: 6222****0001,"卡别名: 工资卡"\n\n子账户序号: 00000,子账户类别: 活期,"子账户别名: "\n\n';
const HEADER = '交易日期,摘要,交易场所,交易国家或地区简称,钞/汇,交易金额(收入),交易金额(支出),交易币种,记账金额(收入),记账金额(支出),记账币种,余额,对方户名';

type Row = { date: string; memo: string; tradeIn?: string; tradeOut?: string; tradeCurrency?: string; bookedIn?: string; bookedOut?: string; balance: string; party: string };

function line(r: Row): string {
  return [
    pad(r.date, 15),
    quoted(r.memo),
    quoted('', 60),
    quoted('CHN'),
    pad('钞', 10),
    quoted(r.tradeIn ?? '-'),
    quoted(r.tradeOut ?? '-'),
    pad(r.tradeCurrency ?? '-', 15),
    quoted(r.bookedIn ?? ''),
    quoted(r.bookedOut ?? ''),
    pad('人民币', 15),
    quoted(r.balance),
    quoted(r.party, 100),
  ].join(',') + ',';
}

function statement(rows: readonly Row[], total: string): string {
  return `${PREAMBLE}${HEADER}\n${rows.map(line).join('\n')}\n \n${total}\n`;
}

const ROWS: Row[] = [
  { date: '2026-05-03', memo: '消费', bookedOut: '36.80', balance: '10,963.20', party: '某某便利店' },
  { date: '2026-05-02', memo: '他行汇入', bookedIn: '1,000.00', balance: '11,000.00', party: '王五' },
  { date: '2026-05-01', memo: '工资', bookedIn: '9,000.00', balance: '10,000.00', party: '示例公司' },
];
const TOTAL = '人民币合计,,,,,,,,"10,000.00          \t","36.80          \t",';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank:ICBC CNY
2020-01-01 open Income:Salary
`;

describe('ICBC debit 明细 with the amounts in 记账金额', () => {
  it('reads the booked amounts without a mapping, and the total line is no row', () => {
    const s = readCsvStatement(statement(ROWS, TOTAL));
    expect(s.rows.map((r) => [r.date, r.amount.toString(), r.currency, r.payee])).toEqual([
      ['2026-05-03', '-36.80', 'CNY', '某某便利店'],
      ['2026-05-02', '1000.00', 'CNY', '王五'],
      ['2026-05-01', '9000.00', 'CNY', '示例公司'],
    ]);
    expect(s.skipped).toEqual([{ row: 12, reason: 'summary line: 人民币合计 10,000.00 36.80', notARow: true }]);
    expect(s.balance?.amount.toString()).toBe('10963.20');
  });

  it('takes the booked amount in the account\'s currency when a row also shows what was spent abroad', () => {
    const abroad: Row = { date: '2026-05-04', memo: '境外消费', tradeOut: '10.00', tradeCurrency: '美元', bookedOut: '72.15', balance: '10,891.05', party: 'SHOP' };
    const s = readCsvStatement(statement([abroad, ...ROWS], TOTAL));
    expect(s.rows.map((r) => [r.amount.toString(), r.currency])[0]).toEqual(['-72.15', 'CNY']);
  });

  it('reads the 交易金额 columns when they hold the amounts and 记账金额 holds none', () => {
    const swapped = ROWS.map((r) => ({ ...r, tradeIn: r.bookedIn, tradeOut: r.bookedOut, bookedIn: undefined, bookedOut: undefined }));
    const s = readCsvStatement(statement(swapped, '人民币合计,,,,"10,000.00          \t","36.80          \t",,,,'));
    expect(s.rows.map((r) => r.amount.toString())).toEqual(['-36.80', '1000.00', '9000.00']);
  });

  it('imports once and passes bean-check', async () => {
    const { first, second, after } = await importTwice(LEDGER, { content: Buffer.from(statement(ROWS, TOTAL)), account: 'Assets:Bank:ICBC', today: '2026-06-01' });
    expect([first.report.imported, first.report.skipped, second.report.imported, second.report.duplicates]).toEqual([3, 1, 0, 3]);
    const check = beanCheck(after);
    if (check) expect(check.errors).toBe('');
  });
});

describe('summary lines that name their currency or kind', () => {
  it.each(['人民币合计', '美元合计', '支出合计：', '本月总计'])('%j is listed as a summary line, no unreadable row', (label) => {
    const s = readCsvStatement(`Date,Description,Amount\n2026-05-01,Coffee,-3.00\n${label},,-3.00\n`);
    expect([s.rows.length, s.skipped]).toEqual([1, [{ row: 3, reason: `summary line: ${label} -3.00`, notARow: true }]]);
  });
});

describe('ICBC 历史明细 with one signed 收入/支出金额 column', () => {
  const HISTORY = `中国工商银行借记账户历史明细
交易日期,摘要,币种,收入/支出金额,余额,对方户名
2025-12-14,他行汇入,人民币,"+4,000.00","25,361.55",李四
2025-12-15,消费,人民币,-88.00,"25,273.55",示例支付科技有限公司
`;

  it('reads -88.00 as money out and +4,000.00 as money in (the file was refused: no amount column)', () => {
    const s = readCsvStatement(HISTORY);
    expect(s.rows.map((r) => [r.date, r.amount.toString(), r.currency, r.payee])).toEqual([
      ['2025-12-14', '4000.00', 'CNY', '李四'],
      ['2025-12-15', '-88.00', 'CNY', '示例支付科技有限公司'],
    ]);
    expect(s.balance?.amount.toString()).toBe('25273.55');
  });
});
