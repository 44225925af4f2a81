import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readPdfStatement } from '../../../src/importers/pdf/read-pdf.ts';
import { StatementError, type Statement } from '../../../src/importers/statement.ts';
import { buildPasswordProtectedPdf, buildPdf, buildPredefinedCMapPdf, tableRuns, type PageSpec } from './statement-pdf-builder.ts';
import { bankAccountStatement, creditCardStatement, englishBankStatement } from './statement-layouts.ts';

// Building a CJK PDF takes a while: each layout is built once for the whole file.
const built = new Map<string, Promise<Buffer>>();
function layoutPdf(name: string, layout: () => PageSpec[]): Promise<Buffer> {
  let pdf = built.get(name);
  if (!pdf) built.set(name, (pdf = buildPdf(layout())));
  return pdf;
}
const creditCardPdf = () => layoutPdf('creditCard', creditCardStatement);

function rowsOf(statement: Statement) {
  return statement.rows.map((r) => [r.date, r.amount.toString(), r.payee, r.narration, r.currency]);
}

async function readError(content: Buffer): Promise<StatementError> {
  try {
    await readPdfStatement(content);
  } catch (error) {
    expect(error).toBeInstanceOf(StatementError);
    return error as StatementError;
  }
  throw new Error('expected the PDF to be rejected');
}

describe('readPdfStatement: Chinese credit-card statement', () => {
  it('reads charges as money out and repayments and refunds as money in, across two pages', async () => {
    const statement = await readPdfStatement(await creditCardPdf());
    expect(statement.format).toBe('pdf');
    expect(statement.source).toBe('pdf');
    expect(statement.currency).toBe('CNY');
    expect(rowsOf(statement)).toEqual([
      // 还款 section, printed negative: money in.
      ['2024-12-20', '2000.00', null, '支付宝还款', 'CNY'],
      // December rows on a January statement belong to 2024.
      ['2024-12-08', '-38.00', null, '财付通-示例咖啡店', 'CNY'],
      // Full-width brackets come out as ASCII after NFKC.
      ['2024-12-15', '-256.30', null, '示例超市(浦东店)购物', 'CNY'],
      // The description wraps onto a second line.
      ['2024-12-28', '-1680.00', null, '示例航空公司机票 上海-北京往返经济舱', 'CNY'],
      ['2025-01-02', '-99.90', null, '示例网上商城', 'CNY'],
      // Page 2, no header repeated.
      ['2025-01-04', '-45.50', null, '示例外卖平台', 'CNY'],
      // 退款 section, printed positive: money in.
      ['2025-01-03', '99.90', null, '示例网上商城退货', 'CNY'],
      // No transaction date: the posting date.
      ['2025-01-05', '-200.00', null, '年费', 'CNY'],
    ]);
    expect(statement.skipped).toEqual([{ row: 16, reason: 'summary line: 本期合计 2,218.70' }]);
    expect(statement.balance).toBeUndefined();
  });

  it('numbers rows by table line, so rows name where they came from', async () => {
    const statement = await readPdfStatement(await creditCardPdf());
    expect(statement.rows.map((r) => r.row)).toEqual([2, 4, 5, 6, 8, 11, 13, 15]);
  });

  it('finds the header whose 日 is the Kangxi radical U+2F47 in the text layer', async () => {
    const pdf = await creditCardPdf();
    // The fixture really carries U+2F47 (read without pdfjs' own normalisation)...
    const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
    const page = await doc.getPage(1);
    const text = (await page.getTextContent({ disableNormalization: true })).items.map((i) => ('str' in i ? i.str : '')).join('|');
    await doc.destroy();
    expect(text).toContain('交易\u2F47');
    // ...and the reader still takes its 交易日 column as the transaction date (12/20, not 记账日).
    const statement = await readPdfStatement(pdf);
    expect(statement.rows[1]!.date).toBe('2024-12-08');
  });
});

describe('readPdfStatement: bank account statements', () => {
  it('signs amounts by the 收入/支出 column and reads 币种, payee and balance', async () => {
    const statement = await readPdfStatement(await buildPdf(bankAccountStatement()));
    expect(rowsOf(statement)).toEqual([
      ['2025-03-01', '15000.00', '示例科技有限公司', '代发工资', 'CNY'],
      ['2025-03-03', '-328.50', '示例超市', '快捷支付', 'CNY'],
      ['2025-03-05', '-4500.00', '示例物业管理有限公司', '转账', 'CNY'],
      // Page 2 repeats the header.
      ['2025-03-21', '12.34', null, '结息', 'CNY'],
      ['2025-03-28', '-100.00', '示例银行', '外币兑换', 'USD'],
    ]);
    expect(statement.skipped).toEqual([
      { row: 1, reason: 'summary line: 2025-03-01 期初余额 10,000.00' },
      { row: 7, reason: 'summary line: 合计 15,012.34 4,928.50' },
    ]);
    expect(statement.currency).toBe('CNY');
    expect(statement.balance?.amount.toString()).toBe('20083.84');
    expect(statement.balance?.date).toBe('2025-03-28');
    expect(statement.balance?.currency).toBe('CNY');
  });

  it('reads an English Debit/Credit statement, dating MM/DD rows by its Statement Date', async () => {
    const statement = await readPdfStatement(await buildPdf(englishBankStatement()));
    expect(rowsOf(statement)).toEqual([
      ['2025-01-02', '-24.99', null, 'Card purchase SAMPLE BOOKSHOP', 'USD'],
      ['2025-01-15', '2500.00', null, 'Salary SAMPLE CORP', 'USD'],
      ['2025-01-20', '-500.00', null, 'Transfer to savings', 'USD'],
    ]);
    expect(statement.skipped).toEqual([{ row: 1, reason: 'summary line: 12/31 Balance brought forward 1,000.00' }]);
    expect(statement.balance?.amount.toString()).toBe('2975.01');
  });
});

describe('readPdfStatement: dates as English statements print them', () => {
  const expected = [
    ['2025-01-02', '-24.99', null, 'Card purchase SAMPLE BOOKSHOP', 'USD'],
    ['2025-01-15', '2500.00', null, 'Salary SAMPLE CORP', 'USD'],
    ['2025-01-20', '-500.00', null, 'Transfer to savings', 'USD'],
  ];
  it.each([
    ['day first with a month name', ['31 Dec 2024', '02 Jan 2025', '15 Jan 2025', '20 Jan 2025']],
    ['month name first', ['Dec 31, 2024', 'Jan 2, 2025', 'Jan 15, 2025', 'Jan 20, 2025']],
    ['MM/DD/YYYY (a day above 12 tells the order)', ['12/31/2024', '01/02/2025', '01/15/2025', '01/20/2025']],
    ['DD/MM/YYYY', ['31/12/2024', '02/01/2025', '15/01/2025', '20/01/2025']],
  ])('%s', async (_name, dates) => {
    const statement = await readPdfStatement(await buildPdf(englishBankStatement(dates)));
    expect(rowsOf(statement)).toEqual(expected);
  });
  it('rejects a table none of whose rows it can date, instead of importing nothing', async () => {
    const error = await readError(await buildPdf(englishBankStatement(['Dec-31', 'Jan-02', 'Jan-15', 'Jan-20'])));
    expect(error.message).toMatch(/^no row of the statement's table has a date this reader understands/);
  });
});

describe('readPdfStatement: a bank statement with one signed amount column', () => {
  it('keeps the printed sign, reads CR/DR marks and brackets, and is not taken for a card by a 信用卡还款 row', async () => {
    const columns = [{ x: 50 }, { x: 130 }, { x: 420, alignRight: true }, { x: 540, alignRight: true }];
    const runs = [
      { text: '示例银行借记卡账户对账单', x: 180, y: 800, size: 14 },
      { text: '币种：人民币', x: 50, y: 770 },
      ...tableRuns(
        columns,
        [
          ['记账日期', '交易摘要', '交易金额', '余额'],
          ['2025-04-01', '信用卡还款', '-3,000.00', '7,000.00'],
          ['2025-04-02', '转入', '¥5,000.00', '12,000.00'],
          ['2025-04-03', '跨行汇款手续费', '120.00 DR', '11,880.00'],
          ['2025-04-04', '退回', '30.00 CR', '11,910.00'],
          ['2025-04-05', '消费', '(88.00)', '11,822.00'],
        ],
        740,
      ),
    ];
    const statement = await readPdfStatement(await buildPdf([{ runs }]));
    expect(rowsOf(statement)).toEqual([
      ['2025-04-01', '-3000.00', null, '信用卡还款', 'CNY'],
      ['2025-04-02', '5000.00', null, '转入', 'CNY'],
      ['2025-04-03', '-120.00', null, '跨行汇款手续费', 'CNY'],
      ['2025-04-04', '30.00', null, '退回', 'CNY'],
      ['2025-04-05', '-88.00', null, '消费', 'CNY'],
    ]);
    expect(statement.balance?.amount.toString()).toBe('11822.00');
  });
});

describe('readPdfStatement: ICBC\'s 收入/支出金额, one signed column', () => {
  it('reads -88.00 as money out and +4,000.00 as money in (not every amount as 收入)', async () => {
    const columns = [{ x: 20 }, { x: 90 }, { x: 150 }, { x: 260, alignRight: true }, { x: 330, alignRight: true }, { x: 345 }];
    const runs = [
      { text: '示例工商银行借记账户历史明细', x: 150, y: 800, size: 13 },
      ...tableRuns(
        columns,
        [
          ['交易日期', '摘要', '币种', '收入/支出金额', '余额', '对方户名'],
          ['2025-12-14', '他行汇入', '人民币', '+4,000.00', '25,361.55', '李四'],
          ['2025-12-15', '消费', '人民币', '-88.00', '25,273.55', '示例支付科技有限公司'],
        ],
        750,
      ),
    ];
    const statement = await readPdfStatement(await buildPdf([{ runs }]));
    expect(rowsOf(statement)).toEqual([
      ['2025-12-14', '4000.00', '李四', '他行汇入', 'CNY'],
      ['2025-12-15', '-88.00', '示例支付科技有限公司', '消费', 'CNY'],
    ]);
    // one signed column, as a card's would be: the importer may still turn it to a card's side
    expect(statement.signedAmounts).toBe(true);
  });
});

describe('readPdfStatement: text drawn across the table', () => {
  const columns = [{ x: 40 }, { x: 115 }, { x: 230, alignRight: true }, { x: 320, alignRight: true }, { x: 410, alignRight: true }, { x: 430 }];
  const header = ['交易日期', '摘要', '收入', '支出', '余额', '对方户名'];

  it('reads the rows around a horizontal watermark as rows (two of five vanished)', async () => {
    const rows = [
      ['2026-09-02', '工资', '8,800.00', '', '9,800.00', '某某科技有限公司'],
      ['2026-09-03', '消费', '', '1,234.50', '8,565.50', '苏宁易购'],
      ['2026-09-07', '转账支出', '', '12,000.00', '-3,434.50', '李华'],
      ['2026-09-09', '退货', '99.90', '', '-3,334.60', '苏宁易购'],
      ['2026-09-15', '电费', '', '235.40', '-3,570.00', '国家电网'],
    ];
    const runs = [
      { text: '个人账户交易明细 币种：人民币', x: 200, y: 800, size: 14 },
      ...tableRuns(columns, [header, ...rows], 740, 16, 8),
      // between the rows at 692 and 676, as 0.45 × 40 reaches both
      { text: '仅 供 参 考', x: 180, y: 684, size: 40 },
    ];
    const statement = await readPdfStatement(await buildPdf([{ runs }]));
    expect(rowsOf(statement).map(([date, amount]) => [date, amount])).toEqual([
      ['2026-09-02', '8800.00'],
      ['2026-09-03', '-1234.50'],
      ['2026-09-07', '-12000.00'],
      ['2026-09-09', '99.90'],
      ['2026-09-15', '-235.40'],
    ]);
    expect(statement.skipped).toEqual([]);
  });

  it('lists a line of two rows run together, its date and amount cells unreadable, in skipped rows', async () => {
    const lines = [
      header,
      ['2026-09-02', '工资', '8,800.00', '', '9,800.00', ''],
      ['2026-09-072026-09-09', '转账支出退货', '', '12,000.0099.90', '-3,434.50-3,334.60', '李华苏宁易购'],
    ];
    const statement = await readPdfStatement(await buildPdf([{ runs: tableRuns(columns, lines, 740, 16, 8) }]));
    expect(rowsOf(statement).map(([date, amount]) => [date, amount])).toEqual([['2026-09-02', '8800.00']]);
    expect(statement.skipped).toEqual([
      { row: 2, reason: expect.stringMatching(/^neither its date nor its amount reads as one: 2026-09-072026-09-09.*12,000\.0099\.90/) },
    ]);
  });
});

describe('readPdfStatement: a page shown turned (/Rotate 90)', () => {
  it('reads a landscape table drawn turned on a portrait page as shown, upright, and leaves out text sideways on it', async () => {
    // the amount column beyond the portrait page's width on the turned page
    const columns = (rotate?: 90) => [{ x: 50 }, { x: 150 }, { x: rotate ? 700 : 500, alignRight: true }];
    const page = (lines: string[][], rotate?: 90): PageSpec => ({
      runs: [
        { text: '示例银行借记卡交易明细 币种：人民币', x: 50, y: rotate ? 560 : 800 },
        ...tableRuns(columns(rotate), lines, rotate ? 520 : 760),
        // a side note along the page's edge, turned against the text as shown
        ...(rotate ? [{ text: '2026-10-31 打印 第 2 页 9.99', x: 20, y: 300, sideways: true }] : []),
      ],
      ...(rotate ? { rotate } : {}),
    });
    const header = ['交易日期', '摘要', '交易金额'];
    const pdf = await buildPdf([
      page([header, ['2026-10-01', '示例超市', '-12.00']]),
      page([header, ['2026-10-02', '示例外卖平台', '-45.60'], ['2026-10-03', '转入', '500.00']], 90),
    ]);
    const statement = await readPdfStatement(pdf);
    expect(rowsOf(statement)).toEqual([
      ['2026-10-01', '-12.00', null, '示例超市', 'CNY'],
      ['2026-10-02', '-45.60', null, '示例外卖平台', 'CNY'],
      ['2026-10-03', '500.00', null, '转入', 'CNY'],
    ]);
    expect(statement.skipped).toEqual([]);
  });
});

describe('readPdfStatement: currency', () => {
  it('leaves the currency unknown when the statement names none', async () => {
    const columns = [{ x: 50 }, { x: 140 }, { x: 400, alignRight: true }];
    const runs = tableRuns(columns, [['交易日期', '摘要', '金额'], ['2025-01-03', '示例超市', '-12.00']], 700);
    const statement = await readPdfStatement(await buildPdf([{ runs }]));
    expect(rowsOf(statement)).toEqual([['2025-01-03', '-12.00', null, '示例超市', null]]);
    expect(statement.currency).toBeNull();
  });
});

describe('readPdfStatement: text in a non-embedded font with a predefined CMap', () => {
  it('reads Chinese text that needs the pdfjs CMap files', async () => {
    const columns = [{ x: 40 }, { x: 140 }, { x: 330 }, { x: 480, alignRight: true }];
    const runs = [
      { text: '示例银行账户交易明细 币种 人民币', x: 40, y: 800 },
      ...tableRuns(
        columns,
        [
          ['交易日期', '交易说明', '对方户名', '交易金额'],
          ['2025-05-06', '网上支付', '示例商城', '-66.60'],
          ['2025-05-07', '跨行转入', '示例用户', '1,000.00'],
        ],
        760,
        16,
        8,
      ),
    ];
    const statement = await readPdfStatement(buildPredefinedCMapPdf(runs));
    expect(rowsOf(statement)).toEqual([
      ['2025-05-06', '-66.60', '示例商城', '网上支付', 'CNY'],
      ['2025-05-07', '1000.00', '示例用户', '跨行转入', 'CNY'],
    ]);
  });
});

describe('readPdfStatement: PDFs it cannot read', () => {
  it('says OCR is not supported for a PDF without text', async () => {
    const pdf = await buildPdf([{ runs: [], boxes: [{ x: 50, y: 50, width: 400, height: 600 }] }]);
    const error = await readError(pdf);
    expect(error.message).toMatch(/no text layer/);
    expect(error.message).toMatch(/OCR is not supported/);
    expect(error.row).toBeNull();
  });

  it('warns of a scanned page among text pages, whose rows it cannot read', async () => {
    const columns = [{ x: 50 }, { x: 140 }, { x: 400, alignRight: true }];
    const textPage = (rows: string[][]): PageSpec => ({ runs: tableRuns(columns, [['交易日期', '摘要', '金额'], ...rows], 700) });
    const scanned: PageSpec = { runs: [], boxes: [{ x: 50, y: 50, width: 400, height: 600 }] };
    const pdf = await buildPdf([textPage([['2025-01-03', '示例超市', '-12.00']]), scanned, textPage([['2025-01-20', '示例外卖平台', '-30.00']])]);
    const statement = await readPdfStatement(pdf);
    expect(rowsOf(statement).map(([date, amount]) => [date, amount])).toEqual([
      ['2025-01-03', '-12.00'],
      ['2025-01-20', '-30.00'],
    ]);
    expect(statement.warnings).toEqual(['page 2 has no text layer (a scanned page?): its rows are not imported']);
  });

  // QA: a blank page (the back of a printed sheet, a last page left empty) and a page of only a
  // watermark were both warned of as scanned pages.
  it('says nothing of a blank page, and tells a page of only turned text from a scanned one', async () => {
    const columns = [{ x: 50 }, { x: 140 }, { x: 400, alignRight: true }];
    const textPage = (rows: string[][]): PageSpec => ({ runs: tableRuns(columns, [['交易日期', '摘要', '金额'], ...rows], 700) });
    const blank: PageSpec = { runs: [] };
    const watermarkOnly: PageSpec = { rotate: 90, runs: [{ text: '仅供参考 副本', x: 200, y: 300, size: 40, sideways: true }] };
    const pdf = await buildPdf([textPage([['2025-01-03', '示例超市', '-12.00']]), blank, watermarkOnly, textPage([['2025-01-20', '示例外卖平台', '-30.00']]), blank]);
    const statement = await readPdfStatement(pdf);
    expect(rowsOf(statement).map(([date, amount]) => [date, amount])).toEqual([
      ['2025-01-03', '-12.00'],
      ['2025-01-20', '-30.00'],
    ]);
    expect(statement.warnings).toEqual(['page 3 has only text turned against the page (a watermark, or a table printed sideways?): none of it is read']);
  });

  it('rejects bytes that are not a PDF', async () => {
    const error = await readError(Buffer.from('交易日,金额\n2025-01-01,12.00\n'));
    expect(error.message).toMatch(/not a PDF/);
  });

  it('rejects a damaged PDF', async () => {
    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 7919) % 251))]);
    const error = await readError(garbage);
    expect(error.message).toMatch(/PDF/);
  });

  it('asks for the password to be removed from an encrypted PDF', async () => {
    const error = await readError(await buildPasswordProtectedPdf());
    expect(error.message).toMatch(/encrypted with a password/);
  });

  it('rejects a PDF with text but no transaction table', async () => {
    const pdf = await buildPdf([{ runs: [{ text: '尊敬的客户：感谢您使用示例银行信用卡。', x: 50, y: 700 }] }]);
    const error = await readError(pdf);
    expect(error.message).toMatch(/no transaction table/);
  });

  it('names the row of an MM/DD date when the statement gives no year', async () => {
    const columns = [{ x: 50 }, { x: 120 }, { x: 400, alignRight: true }];
    const runs = tableRuns(columns, [['交易日', '交易摘要', '金额'], ['01/03', '示例超市', '12.00']], 700);
    const error = await readError(await buildPdf([{ runs }]));
    expect(error.row).toBe(1);
    expect(error.message).toMatch(/no year/);
  });

  it('names the row of an amount it cannot read, but passes over numbers outside transactions', async () => {
    const columns = [{ x: 50 }, { x: 140 }, { x: 400, alignRight: true }];
    const lines = [['交易日期', '摘要', '金额'], ['2025-01-03', '示例超市', '-12.00'], ['', '第 1 页', 'Page 1 of 2']];
    const fine = await readPdfStatement(await buildPdf([{ runs: tableRuns(columns, lines, 700) }]));
    expect(rowsOf(fine)).toEqual([['2025-01-03', '-12.00', null, '示例超市', null]]);
    const bad = tableRuns(columns, [...lines, ['2025-01-04', '示例超市', '1.234,50']], 700);
    const error = await readError(await buildPdf([{ runs: bad }]));
    expect(error.row).toBe(3);
    expect(error.message).toMatch(/1\.234,50 is not an amount/);
  });

  it('names the row of an impossible date', async () => {
    const columns = [{ x: 50 }, { x: 120 }, { x: 400, alignRight: true }];
    const runs = tableRuns(columns, [['交易日期', '摘要', '金额'], ['2025-01-03', '示例超市', '-12.00'], ['2025-02-30', '示例超市', '-8.00']], 700);
    const error = await readError(await buildPdf([{ runs }]));
    expect(error.row).toBe(2);
    expect(error.message).toMatch(/2025-02-30 is not a valid date/);
  });
});

describe('readPdfStatement: 农业银行\'s 交易日期 beside a 交易时间 column', () => {
  it('dates each row by 交易日期 (20251120), the time of day (150904) in a column of its own', async () => {
    const columns = [{ x: 20 }, { x: 75 }, { x: 120 }, { x: 230, alignRight: true }, { x: 300, alignRight: true }, { x: 320 }];
    const runs = [
      { text: '示例农业银行账户活期交易明细清单', x: 150, y: 800, size: 13 },
      ...tableRuns(
        columns,
        [
          ['交易日期', '交易时间', '交易摘要', '交易金额', '本次余额', '对手信息'],
          ['20251120', '150904', '转支', '-20,000.00', '32,410.15', '示例用户'],
          ['20251121', '093011', '代发工资', '+8,000.00', '40,410.15', '示例公司'],
        ],
        750,
      ),
    ];
    const statement = await readPdfStatement(await buildPdf([{ runs }]));
    expect(rowsOf(statement)).toEqual([
      ['2025-11-20', '-20000.00', '示例用户', '转支', null],
      ['2025-11-21', '8000.00', '示例公司', '代发工资', null],
    ]);
    expect(statement.balance?.amount.toString()).toBe('40410.15');
  });
});

describe('readPdfStatement: an English header line under the Chinese one', () => {
  it('keeps the Chinese header when the English line would read as a header too', async () => {
    const columns = [{ x: 30 }, { x: 95 }, { x: 200, alignRight: true }, { x: 270, alignRight: true }, { x: 290 }, { x: 370 }];
    const runs = [
      { text: '示例招商银行交易流水', x: 230, y: 800, size: 16 },
      { text: '2025-12-01 -- 2025-12-31', x: 240, y: 780 },
      ...tableRuns(columns, [['记账日期', '货币', '交易金额', '联机余额', '交易摘要', '对手信息']], 750),
      // one line of English names, `Transaction Type` among them unknown to the reader
      ...tableRuns(columns, [['Date', 'Currency', 'Transaction Amount', 'Balance', 'Transaction Type', 'Counter Party']], 741, 16, 6),
      ...tableRuns(
        columns,
        [
          ['2025-12-01', 'CNY', '15,000.00', '20,234.56', '代发工资', '示例科技有限公司'],
          ['2025-12-02', 'CNY', '-4,500.00', '15,734.56', '转账汇款', '李四'],
        ],
        726,
      ),
    ];
    const statement = await readPdfStatement(await buildPdf([{ runs }]));
    expect(rowsOf(statement)).toEqual([
      ['2025-12-01', '15000.00', '示例科技有限公司', '代发工资', 'CNY'],
      ['2025-12-02', '-4500.00', '李四', '转账汇款', 'CNY'],
    ]);
  });
});
