// A bank CSV whose amounts are all positive and whose direction stands in a column of its own
// (Bank of Communications' 借贷: `借 Dr` / `贷 Cr`; other banks' 借方/贷方, 出账/入账, 收/付).
import { describe, expect, it } from 'vitest';
import { readCsvStatement } from '../../../src/importers/csv/read-csv.ts';
import type { Statement } from '../../../src/importers/statement.ts';
import { ledgerText, plan, postingLines } from '../import-fixtures.ts';

const amountsOf = (statement: Statement) => statement.rows.map((r) => r.amount.toString());

describe('a direction column', () => {
  it('reads 借 Dr / 贷 Cr, 借方/贷方, 出账/入账, 收/付, 收入/支出 and Debit/Credit in any case', () => {
    const text = [
      '交易日期,借贷标志,交易金额,摘要',
      '2024-05-01,借 Dr,1.00,a',
      '2024-05-02,贷 Cr,2.00,b',
      '2024-05-03,借方,3.00,c',
      '2024-05-04,贷方,4.00,d',
      '2024-05-05,出账,5.00,e',
      '2024-05-06,入账,6.00,f',
      '2024-05-07,付,7.00,g',
      '2024-05-08,收,8.00,h',
      '2024-05-09,支出,9.00,i',
      '2024-05-10,收入,10.00,j',
      '2024-05-11,DEBIT,11.00,k',
      '2024-05-12,credit,12.00,l',
      '2024-05-13,借,13.00,m',
      '2024-05-14,Cr,14.00,n',
      '',
    ].join('\n');
    expect(amountsOf(readCsvStatement(text))).toEqual(['-1.00', '2.00', '-3.00', '4.00', '-5.00', '6.00', '-7.00', '8.00', '-9.00', '10.00', '-11.00', '12.00', '-13.00', '14.00']);
  });

  it('skips a row whose direction says neither, with the reason, instead of booking it as money in', () => {
    const statement = readCsvStatement('交易日期,借贷,交易金额,摘要\n2024-05-01,借 Dr,1.00,a\n2024-05-02,冲正,9.00,b\n2024-05-03,,7.00,c\n');
    expect(amountsOf(statement)).toEqual(['-1.00']);
    expect(statement.skipped).toEqual([
      { row: 3, reason: 'unreadable row: the direction column says "冲正": neither money out (借, 支出, Dr, Debit...) nor money in (贷, 收入, Cr, Credit...)' },
      { row: 4, reason: 'unreadable row: the direction column is empty: neither money out (借, 支出, Dr, Debit...) nor money in (贷, 收入, Cr, Credit...)' },
    ]);
  });

  it('leaves signed amounts to their sign where a direction cell says neither, and a Type column of other words alone', () => {
    // amounts with signs: the sign is what the row says
    expect(amountsOf(readCsvStatement('Date,Type,Amount\n2024-05-01,DEBIT,-4.00\n2024-05-02,CHECK,-50.00\n2024-05-03,CREDIT,100.00\n'))).toEqual(['-4.00', '-50.00', '100.00']);
    // Revolut's Type (CARD_PAYMENT, TOPUP) names no direction: nothing is skipped, the amounts keep their signs
    const revolutLike = readCsvStatement('Date,Type,Description,Amount\n2024-05-01,CARD_PAYMENT,Tesco,-12.50\n2024-05-02,TOPUP,Top-Up,100.00\n');
    expect([amountsOf(revolutLike), revolutLike.skipped, revolutLike.signedAmounts]).toEqual([['-12.50', '100.00'], [], true]);
  });

  it('books a Bank of Communications debit-card export (借 Dr) as money out of the account', async () => {
    const p = await plan(ledgerText(), { content: Buffer.from('交易日期,借贷,交易金额,余额,对方户名,摘要\n2024-05-05,借 Dr,10.00,90.00,网上国网,电费\n2024-05-06,贷 Cr,0.02,90.02,,利息\n'), account: 'Assets:CMB:Debit' });
    expect(p.report.transactions.map((t) => postingLines(t)[0])).toEqual(['Assets:CMB:Debit -10.00 CNY', 'Assets:CMB:Debit 0.02 CNY']);
  });
});
