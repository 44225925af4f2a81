// China Merchants Bank's 交易流水 PDF names the other side of each movement in a column headed
// 对手信息 (记账日期 货币 交易金额 联机余额 交易摘要 对手信息). The PDF reader knew fewer counterparty
// names than the CSV reader and put that column's text nowhere: every payee was lost.
import { describe, expect, it } from 'vitest';
import { buildPdf, tableRuns, type Column, type PageSpec } from './pdf/statement-pdf-builder.ts';
import { plan, postingLines } from './import-fixtures.ts';

const TODAY = '2026-12-01';
const LEDGER = `option "operating_currency" "CNY"
2024-01-01 open Assets:Bank:CMB CNY
2024-01-01 open Expenses:Shopping
2024-01-01 open Expenses:Food:Dining
2024-01-01 custom "payee" "京东商城"
  account: "Expenses:Shopping"
2024-01-01 custom "payee" "海底捞火锅"
  account: "Expenses:Food:Dining"
`;

// the QA engineer's layout: amounts and balances right-aligned, the rest from the left
const COLUMNS: Column[] = [{ x: 40 }, { x: 120 }, { x: 230, alignRight: true }, { x: 360, alignRight: true }, { x: 380 }, { x: 470 }];

/** A CMB 交易流水 whose last column is headed `counterpartyHeader`. */
function cmbStatement(counterpartyHeader: string): PageSpec[] {
  return [
    {
      runs: [
        { text: '招商银行交易流水', x: 220, y: 800, size: 16 },
        { text: '户    名：张三', x: 40, y: 770 },
        { text: '账号：6225 **** **** 5678', x: 300, y: 770 },
        { text: '起止日期：2026-11-01 -- 2026-11-25', x: 300, y: 755 },
        ...tableRuns(
          COLUMNS,
          [
            ['记账日期', '货币', '交易金额', '联机余额', '交易摘要', counterpartyHeader],
            ['2026-11-03', '人民币', '-1,234.50', '68,765.50', '快捷支付', '京东商城'],
            ['2026-11-10', '人民币', '8,888.88', '77,654.38', '代发工资', '某某科技有限公司'],
            ['2026-11-12', '人民币', '-66.00', '77,588.38', '银联消费', '海底捞火锅'],
          ],
          730,
        ),
      ],
    },
  ];
}

type Txn = { payee: string | null; narration: string; postings: { account: string; units: { number: string; currency: string } }[] };

describe('the counterparty column of a bank PDF', () => {
  for (const header of ['对手信息', '交易对手', '收/付款方']) {
    it(`reads the payee from a column headed ${header}, and books by it`, async () => {
      const p = await plan(LEDGER, { content: await buildPdf(cmbStatement(header)), filename: 'cmb.pdf', account: 'Assets:Bank:CMB', today: TODAY });
      const txns = p.report.transactions as Txn[];
      expect(txns.map((t) => [t.payee, t.narration])).toEqual([
        ['京东商城', '快捷支付'],
        ['某某科技有限公司', '代发工资'],
        ['海底捞火锅', '银联消费'],
      ]);
      expect(postingLines(txns[0]!)).toEqual(['Assets:Bank:CMB -1234.50 CNY', 'Expenses:Shopping 1234.50 CNY']);
      expect(postingLines(txns[2]!)).toEqual(['Assets:Bank:CMB -66.00 CNY', 'Expenses:Food:Dining 66.00 CNY']);
    });
  }
});

describe('a counterparty cell centred on its row', () => {
  it('books each row by its own counterparty, not by the half of the next row printed above it', async () => {
    const ledger = `${LEDGER}2024-01-01 open Assets:WeChat CNY\n2024-01-01 open Income:Salary\n`;
    const pdf = await buildPdf([
      {
        runs: [
          { text: '招商银行交易流水', x: 220, y: 800, size: 16 },
          { text: '起止日期：2026-11-01 -- 2026-11-25', x: 300, y: 755 },
          ...tableRuns(COLUMNS, [['记账日期', '货币', '交易金额', '联机余额', '交易摘要', '对手信息']], 730),
          ...tableRuns(COLUMNS, [['2026-11-10', '人民币', '8,888.88', '77,654.38', '代发工资', '某某科技有限公司']], 715),
          // the second row's 对手信息 wraps, one line above its baseline (697) and one below
          { text: '财付通-某某外卖 某某信息科技', x: 470, y: 702, size: 9 },
          ...tableRuns(COLUMNS, [['2026-11-12', '人民币', '-25.80', '77,628.58', '快捷支付', '']], 697),
          { text: '有限公司', x: 470, y: 692, size: 9 },
        ],
      },
    ]);
    const p = await plan(ledger, { content: pdf, filename: 'cmb.pdf', account: 'Assets:Bank:CMB', today: TODAY });
    const txns = p.report.transactions as Txn[];
    expect(txns.map((t) => t.payee)).toEqual(['某某科技有限公司', '财付通-某某外卖 某某信息科技有限公司']);
    expect(postingLines(txns[0]!)).toEqual(['Assets:Bank:CMB 8888.88 CNY', 'Income:Salary -8888.88 CNY']);
  });
});
