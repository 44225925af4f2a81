// Headers that name a row's payee or its words, read without a mapping: N26's current export
// (Partner Name, Payment Reference), Agricultural Bank of China's 明细 (交易附言) and the card
// export of Bank of Communications (交易说明), whose words alone tell a repayment or a return
// from a charge, since every amount is positive. The rows are made up, in each bank's layout.
import { describe, expect, it } from 'vitest';
import { appended, ledgerText, plan, postingLines } from '../import-fixtures.ts';

const LEDGER = `${ledgerText()}
2020-01-01 open Assets:ABC CNY
`;

describe('payee and narration headers of bank CSVs', () => {
  it('N26: Partner Name is the payee and Payment Reference the narration', async () => {
    const text = '"Booking Date","Value Date","Partner Name","Partner Iban",Type,"Payment Reference","Account Name","Amount (EUR)","Original Amount","Original Currency","Exchange Rate"\n'
      + '2025-03-01,2025-03-01,"REWE Markt GmbH",,"Presentment","REWE SAGT DANKE","Main Account",-23.45,,,\n'
      + '2025-03-02,2025-03-02,"Max Mustermann",DE89370400440532013000,"Credit Transfer","Miete Maerz","Main Account",1200.00,,,\n';
    const p = await plan(LEDGER, { content: Buffer.from(text), account: 'Assets:EU:Giro' });
    expect(p.report.transactions.map((t) => [t.date, t.payee, t.narration, postingLines(t)[0]])).toEqual([
      ['2025-03-01', 'REWE Markt GmbH', 'REWE SAGT DANKE', 'Assets:EU:Giro -23.45 EUR'],
      ['2025-03-02', 'Max Mustermann', 'Miete Maerz', 'Assets:EU:Giro 1200.00 EUR'],
    ]);
  });

  // A new row's id is not tried with its payee or narration left empty: a second 20.00 purchase at
  // 全家 that day took the id of the earlier one, whose 交易对方 cell was empty, and was dropped as
  // already imported (the ledger moved 20.00 where the statement says 40.00).
  it('a new purchase of the same amount that day is imported beside an earlier one whose payee cell was empty', async () => {
    const header = '交易日期,摘要,交易对方,收入,支出,余额,币种\n';
    const first = await plan(LEDGER, { content: Buffer.from(`${header}2024-01-05,消费,,,20.00,980.00,人民币\n`), account: 'Assets:ABC' });
    expect(first.report.imported).toBe(1);
    const next = `${header}2024-01-05,消费,全家,,20.00,960.00,人民币\n2024-01-05,消费,,,20.00,980.00,人民币\n`;
    const again = await plan(appended(LEDGER, first), { content: Buffer.from(next), account: 'Assets:ABC' });
    expect([again.report.imported, again.report.duplicates]).toEqual([1, 1]);
    expect(again.report.transactions.map((t) => t.payee)).toEqual(['全家']);
    const alone = await plan(appended(LEDGER, first), { content: Buffer.from(`${header}2024-01-05,消费,全家,,20.00,960.00,人民币\n`), account: 'Assets:ABC' });
    expect([alone.report.imported, alone.report.duplicates]).toEqual([1, 0]);
  });

  it('ABC (农业银行): 交易附言 is the narration', async () => {
    const text = '账户明细查询\n账号：6228****3333,户名：张三\n交易日期,交易时间,交易金额,本次余额,对手信息,日志号,交易渠道,交易附言\n'
      + '20250120,101010,-45.60,954.40,美团,100001,网上支付,外卖\n'
      + '20250121,111111,+2000.00,2954.40,张三,100002,ATM,存款\n';
    const p = await plan(LEDGER, { content: Buffer.from(text), account: 'Assets:ABC' });
    expect(p.report.transactions.map((t) => [t.date, t.payee, t.narration, postingLines(t)[0]])).toEqual([
      ['2025-01-20', '美团', '外卖', 'Assets:ABC -45.60 CNY'],
      ['2025-01-21', '张三', '存款', 'Assets:ABC 2000.00 CNY'],
    ]);
  });

  it('BoCom card export without a mapping: 交易说明 tells the repayment and the return as money into the card', async () => {
    const text = '交易日期,记账日期,交易说明,交易金额,入账金额\n'
      + '2025-01-02,2025-01-03,消费 盒马鲜生,128.00,128.00\n'
      + '2025-01-05,2025-01-05,信用卡还款,3000.00,3000.00\n'
      + '2025-01-06,2025-01-07,退货 盒马鲜生,28.00,28.00\n'
      + '2025-01-08,2025-01-08,消费 滴滴,15.00,15.00\n';
    const p = await plan(LEDGER, { content: Buffer.from(text), account: 'Liabilities:CMB:CreditCard' });
    expect(p.report.transactions.map((t) => [t.narration, postingLines(t)[0]])).toEqual([
      ['消费 盒马鲜生', 'Liabilities:CMB:CreditCard -128.00 CNY'],
      ['信用卡还款', 'Liabilities:CMB:CreditCard 3000.00 CNY'],
      ['退货 盒马鲜生', 'Liabilities:CMB:CreditCard 28.00 CNY'],
      ['消费 滴滴', 'Liabilities:CMB:CreditCard -15.00 CNY'],
    ]);
  });
});
