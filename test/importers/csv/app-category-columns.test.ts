// The bookkeeping apps' category columns (随手记's 分类 and 子分类, 钱迹's 分类 and 二级分类, 鲨鱼记账's
// 类别, MoneyWiz's and Firefly III's Category) were not read, nor their 商家 as the payee: every
// 公交, 午餐 and 房租 row went to Expenses:Uncategorized (QA migrate).
import { describe, expect, it } from 'vitest';
import { readCsvStatement } from '../../../src/importers/csv/read-csv.ts';
import { STARTER_LEDGER } from '../../../src/auth/starter-ledger.ts';
import { appended, plan, postingLines } from '../import-fixtures.ts';
import { beanCheck } from '../../support/bean-check.ts';

const categoriesOf = (text: string, mapping?: unknown) => readCsvStatement(text, mapping === undefined ? {} : { mapping }).rows.map((r) => [r.subcategory ?? null, r.category ?? null]);
/** The account each planned transaction books against the paying one. */
const counters = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map((t) => postingLines(t)[1]);

const LEDGER = `${STARTER_LEDGER}2020-01-01 open Assets:Bank:CMB CNY\n  alias: "招商银行储蓄卡"\n`;
const SSJ_HEADER = '交易类型,日期,分类,子分类,账户,金额,商家,备注';
const SSJ_MAPPING = { 交易类型: 'direction', 日期: 'date', 金额: 'amount', 商家: 'payee', 备注: 'narration', 账户: 'method', 分类: 'category', 子分类: 'category' };
const ssj = (...rows: string[]) => Buffer.from([SSJ_HEADER, ...rows, ''].join('\n'));

describe("the apps' category columns", () => {
  it('are read by their names: a category and its sub-category, and MoneyWiz’s `餐饮 > 晚餐`', () => {
    expect(categoriesOf('交易类型,日期,分类,子分类,账户,金额,商家,备注\n支出,2023-12-03 12:14,餐饮,午餐,微信钱包,32.50,沙县小吃,\n')).toEqual([['午餐', '餐饮']]);
    expect(categoriesOf('时间,分类,二级分类,类型,金额,账户1,备注\n2024-05-02 09:10,交通,地铁,支出,3400,日元现金,Suica\n')).toEqual([['地铁', '交通']]);
    expect(categoriesOf('日期,收支类型,类别,金额,账户1,备注\n2023年12月03日 12:14,支出,午餐,￥32.50,微信钱包,沙县小吃\n')).toEqual([[null, '午餐']]);
    expect(categoriesOf('Account,Description,Payee,Category,Date,Amount\n日元现金,东京,一蘭拉麵,餐饮 > 晚餐,2024/05/01,"-1,980"\n现金,x,y,,2024/05/02,-1\n')).toEqual([['晚餐', '餐饮'], [null, null]]);
    expect(categoriesOf('type,amount,description,date,category\nWithdrawal,-32.50,午餐,2023-12-03T12:14:00+08:00,午餐\n')).toEqual([[null, '午餐']]);
    expect(categoriesOf('日期,一级分类,二级分类,金额\n2024-05-01,居住,房租,-6500\n')).toEqual([['房租', '居住']]);
    expect(categoriesOf('日期,账目分类,金额\n2024-05-01,居住,-6500\n')).toEqual([[null, '居住']]);
    expect(categoriesOf('Date,Category,Subcategory,Amount\n2024-05-01,Housing,Rent,-6500\n')).toEqual([['Rent', 'Housing']]);
  });

  it('are the role category of a mapping, one column or two: the one further right is the sub-category', () => {
    const text = '交易类型,日期,分类,子分类,账户,金额\n支出,2023-12-03 12:14,餐饮,午餐,微信钱包,32.50\n支出,2023-12-04 12:14,餐饮,,微信钱包,12.00\n';
    const base = { 交易类型: 'direction', 日期: 'date', 金额: 'amount' };
    expect(categoriesOf(text, { 子分类: 'category', ...base, 分类: 'category' })).toEqual([['午餐', '餐饮'], [null, '餐饮']]);
    expect(categoriesOf(text, { ...base, 分类: 'category' })).toEqual([[null, '餐饮'], [null, '餐饮']]);
    // (mapped so, other columns are not read by their names)
    expect(categoriesOf(text, base)).toEqual([[null, null], [null, null]]);
    expect(categoriesOf('2023-12-03,餐饮,午餐,-32.50\n', { 1: 'date', 2: 'category', 3: 'category', 4: 'amount' })).toEqual([['午餐', '餐饮']]);
  });

  it('are three columns of the role category only in a 400 that says it names one or two, and the 400 of an unknown role says what category is', () => {
    const refused = (mapping: Record<string, string>) => expect(() => readCsvStatement('a,b,c,d,e\n', { mapping }));
    refused({ a: 'date', b: 'amount', c: 'category', d: 'category', e: 'category' }).toThrow(
      expect.objectContaining({ status: 400, errors: [{ path: 'mapping', message: 'columns "c", "d", "e" all have the role "category": it names one column, or two (a category and its sub-category)' }] }),
    );
    refused({ a: 'date', b: 'amount', c: 'categories' }).toThrow(
      expect.objectContaining({ errors: [{ path: 'mapping', message: expect.stringMatching(/role must be one of .*to_method, category, .*category: the app's category of the row \(随手记's 分类\), or two columns, a category and its sub-category \(分类 and 子分类\), which find the other account by an account's alias or the keyword table/) }] }),
    );
  });

  it('find the starter ledger’s accounts by the keyword table when the payee and memo say nothing it knows', async () => {
    const content = ssj(
      '支出,2024-03-01 12:14,餐饮,午餐,招商银行储蓄卡,32.50,沙县小吃,',
      '支出,2024-03-02 08:10,交通,公交,招商银行储蓄卡,2.00,,',
      '支出,2024-03-03 15:00,购物,药妆,招商银行储蓄卡,128.00,松本清,',
      '支出,2024-03-04 20:00,数码,手机,招商银行储蓄卡,5999.00,Apple,iPhone',
      '支出,2024-03-05 10:00,医疗,药品,招商银行储蓄卡,56.00,,感冒药',
      '支出,2024-03-06 10:00,居住,房租,招商银行储蓄卡,6500.00,房东,',
      '支出,2024-03-06 11:00,居住,水电,招商银行储蓄卡,230.00,,',
      '收入,2024-03-07 09:00,职业收入,工资,招商银行储蓄卡,18500.00,某某科技,',
    );
    const p = await plan(LEDGER, { content, account: 'Assets:Bank:CMB', mapping: SSJ_MAPPING });
    expect(counters(p)).toEqual([
      'Expenses:Food 32.50 CNY',
      'Expenses:Transport 2.00 CNY',
      'Expenses:Shopping 128.00 CNY',
      'Expenses:Shopping 5999.00 CNY',
      'Expenses:Health 56.00 CNY',
      'Expenses:Housing 6500.00 CNY',
      'Expenses:Utilities 230.00 CNY',
      'Income:Salary -18500.00 CNY',
    ]);
    expect(p.report.warnings).toEqual([]);
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });

  it('say an app’s category only as a whole: 交通银行 in a memo is no transport', async () => {
    const p = await plan(LEDGER, { content: ssj('支出,2024-03-02 08:10,,,招商银行储蓄卡,200.00,,交通银行', '支出,2024-03-02 09:10,交通,,招商银行储蓄卡,2.00,,'), account: 'Assets:Bank:CMB', mapping: SSJ_MAPPING });
    expect(counters(p)).toEqual(['Expenses:Uncategorized 200.00 CNY', 'Expenses:Transport 2.00 CNY']);
  });

  it('find the account whose alias names the category, before the keyword table, the sub-category first', async () => {
    const ledger = `${LEDGER}2020-01-01 open Expenses:Home:Rent CNY\n  alias: "房租"\n2020-01-01 open Expenses:Food:Dining CNY\n  alias: "餐饮"\n2020-01-01 open Expenses:Food:Coffee CNY\n  alias: "咖啡"\n`;
    const content = ssj(
      '支出,2024-03-06 10:00,居住,房租,招商银行储蓄卡,6500.00,房东,',
      // (the payee says 淘宝, the keyword table's shopping: the user's category says what for)
      '支出,2024-03-07 12:00,餐饮,外卖,招商银行储蓄卡,45.00,淘宝,',
      '支出,2024-03-08 08:15,餐饮,咖啡,招商银行储蓄卡,28.00,,',
      '支出,2024-03-09 08:15,咖啡,,招商银行储蓄卡,28.00,,',
    );
    const p = await plan(ledger, { content, account: 'Assets:Bank:CMB', mapping: SSJ_MAPPING });
    expect(counters(p)).toEqual(['Expenses:Home:Rent 6500.00 CNY', 'Expenses:Food:Dining 45.00 CNY', 'Expenses:Food:Coffee 28.00 CNY', 'Expenses:Food:Coffee 28.00 CNY']);
  });

  it('never move money to one of the user’s own accounts whose alias the category says', async () => {
    const ledger = `${LEDGER}2020-01-01 open Assets:Fund CNY\n  alias: "理财"\n2020-01-01 open Income:Investment CNY\n`;
    const p = await plan(ledger, { content: ssj('收入,2024-03-06 10:00,理财,利息,招商银行储蓄卡,12.34,,'), account: 'Assets:Bank:CMB', mapping: SSJ_MAPPING });
    expect(counters(p)).toEqual(['Income:Interest -12.34 CNY']);
  });
});

describe("the apps' 商家 (商户, 对方)", () => {
  it.each(['商家', '商户', '对方'])('is the payee column without a mapping when it is %s', (name) => {
    const statement = readCsvStatement(`交易类型,日期,金额,${name},备注\n支出,2023-12-03 12:14,32.50,沙县小吃,\n`);
    expect(statement.rows.map((r) => [r.payee, r.narration])).toEqual([['沙县小吃', null]]);
  });

  it('keeps a row imported before it was read a duplicate', async () => {
    const rows = ['支出,2024-03-01 12:14,餐饮,午餐,招商银行储蓄卡,32.50,沙县小吃,', '支出,2024-03-11 12:14,餐饮,午餐,招商银行储蓄卡,32.50,沙县小吃,'];
    // (as read before: no column of the payee)
    const before = await plan(LEDGER, { content: Buffer.from([SSJ_HEADER.replace('商家', '店'), ...rows, ''].join('\n')), account: 'Assets:Bank:CMB' });
    expect(before.report.transactions.map((t) => t.payee)).toEqual([null, null]);
    const again = await plan(appended(LEDGER, before), { content: ssj(...rows), account: 'Assets:Bank:CMB' });
    expect(again.report.duplicate_rows.map((d) => [d.payee, d.reason])).toEqual(before.report.transactions.map((t) => ['沙县小吃', `already imported (import_id ${t.meta['import_id']})`]));
  });
});
