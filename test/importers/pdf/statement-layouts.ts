// Made-up statements in the layouts the reader must handle, as page specs for buildPdf.
import { tableRuns, type Column, type PageSpec, type TextRun } from './statement-pdf-builder.ts';

// ---- (a) Chinese credit-card statement ---------------------------------------------------
// 交易日 | 记账日 | 交易摘要 | 卡号末四位 | 人民币金额, with an English header line below, section
// rows (还款/消费/退款/费用), MM/DD dates across the new year, a wrapped description, and a
// second page that carries on without repeating the header.

const CARD_COLUMNS: Column[] = [{ x: 50 }, { x: 110 }, { x: 170 }, { x: 400 }, { x: 545, alignRight: true }];

export function creditCardStatement(): PageSpec[] {
  const header: TextRun[] = [
    // The 日 of 交易日 is the Kangxi radical U+2F47 in the text layer.
    { text: '交易\u2F47', x: 50, y: 700, compatibilityCodePoints: true },
    { text: '记账日', x: 110, y: 700 },
    { text: '交易摘要', x: 170, y: 700 },
    { text: '卡号末四位', x: 400, y: 700 },
    { text: '人民币金额', x: 545, y: 700, alignRight: true },
    { text: 'Trans Date', x: 50, y: 688, size: 7 },
    { text: 'Post Date', x: 110, y: 688, size: 7 },
    { text: 'Description', x: 170, y: 688, size: 7 },
    { text: 'Card No.', x: 400, y: 688, size: 7 },
    { text: 'RMB Amount', x: 545, y: 688, size: 7, alignRight: true },
  ];
  const page1: TextRun[] = [
    { text: '示例银行信用卡对账单', x: 200, y: 800, size: 14 },
    { text: '账单周期 2024/12/06-2025/01/05', x: 50, y: 770 },
    { text: '到期还款日 2025年01月25日', x: 50, y: 756 },
    { text: '账单日 2025年01月05日', x: 300, y: 756 },
    { text: '本期应还金额 ￥2,218.70', x: 50, y: 742 },
    ...header,
    ...tableRuns(
      CARD_COLUMNS,
      [
        { text: '还款', x: 50 },
        ['12/20', '12/20', '支付宝还款', '1234', '-2,000.00'],
        { text: '消费', x: 50 },
        ['12/08', '12/09', '财付通-示例咖啡店', '1234', '38.00'],
        ['12/15', '12/16', '示例超市（浦东店）购物', '1234', '256.30'],
        ['12/28', '12/29', '示例航空公司机票 上海-北京', '1234', '1,680.00'],
        ['', '', '往返经济舱', '', ''],
        ['01/02', '01/03', '示例网上商城', '1234', '99.90'],
      ],
      670,
    ),
    { text: '第 1 页 / 共 2 页', x: 270, y: 40, size: 8 },
  ];
  const page2: TextRun[] = [
    { text: '示例银行信用卡对账单（续）', x: 200, y: 800, size: 12 },
    ...tableRuns(
      CARD_COLUMNS,
      [
        ['01/04', '01/05', '示例外卖平台', '1234', '45.50'],
        { text: '退款', x: 50 },
        ['01/03', '01/04', '示例网上商城退货', '1234', '99.90'],
        { text: '费用', x: 50 },
        ['', '01/05', '年费', '1234', '200.00'],
      ],
      760,
    ),
    { text: '本期合计', x: 170, y: 680 },
    { text: '2,218.70', x: 545, y: 680, alignRight: true },
    { text: '第 2 页 / 共 2 页', x: 270, y: 40, size: 8 },
  ];
  return [{ runs: page1 }, { runs: page2 }];
}

// ---- (b) Chinese bank account statement ---------------------------------------------------
// 交易日期 | 币种 | 摘要 | 对方户名 | 收入 | 支出 | 余额, full dates, header repeated on page 2.

const BANK_COLUMNS: Column[] = [
  { x: 40 },
  { x: 100 },
  { x: 140 },
  { x: 210 },
  { x: 390, alignRight: true },
  { x: 465, alignRight: true },
  { x: 555, alignRight: true },
];
const BANK_HEADER = ['交易日期', '币种', '摘要', '对方户名', '收入', '支出', '余额'];

export function bankAccountStatement(): PageSpec[] {
  const page1: TextRun[] = [
    { text: '示例银行 个人活期账户交易明细', x: 180, y: 800, size: 14 },
    { text: '账号 6200 0000 0000 0001', x: 40, y: 770 },
    { text: '查询期间 2025-03-01 至 2025-03-31', x: 300, y: 770 },
    ...tableRuns(
      BANK_COLUMNS,
      [
        BANK_HEADER,
        ['2025-03-01', '', '', '期初余额', '', '', '10,000.00'],
        ['2025-03-01', '人民币', '代发工资', '示例科技有限公司', '15,000.00', '', '25,000.00'],
        ['2025-03-03', '人民币', '快捷支付', '示例超市', '', '328.50', '24,671.50'],
        ['2025-03-05', '人民币', '转账', '示例物业管理有限公司', '', '4,500.00', '20,171.50'],
      ],
      740,
    ),
  ];
  const page2: TextRun[] = [
    ...tableRuns(
      BANK_COLUMNS,
      [
        BANK_HEADER,
        ['2025-03-21', '人民币', '结息', '', '12.34', '', '20,183.84'],
        ['2025-03-28', '美元', '外币兑换', '示例银行', '', '100.00', '20,083.84'],
        ['', '', '', '合计', '15,012.34', '4,928.50', ''],
      ],
      780,
    ),
  ];
  return [{ runs: page1 }, { runs: page2 }];
}

// ---- (c) English bank statement ------------------------------------------------------------
// Date | Description | Debit | Credit | Balance, MM/DD dates dated by "Statement Date", the
// currency named in the text only.

const ENGLISH_COLUMNS: Column[] = [{ x: 40 }, { x: 110 }, { x: 380, alignRight: true }, { x: 460, alignRight: true }, { x: 555, alignRight: true }];

/** `dates`: how the four rows print their dates (MM/DD by default, dated by the Statement Date). */
export function englishBankStatement(dates: readonly string[] = ['12/31', '01/02', '01/15', '01/20']): PageSpec[] {
  return [
    {
      runs: [
        { text: 'Sample Bank Current Account Statement', x: 150, y: 800, size: 14 },
        { text: 'Statement Date: 2025/01/31', x: 40, y: 770 },
        { text: 'Account currency: US Dollar (USD)', x: 300, y: 770 },
        ...tableRuns(
          ENGLISH_COLUMNS,
          [
            ['Date', 'Description', 'Debit', 'Credit', 'Balance'],
            [dates[0]!, 'Balance brought forward', '', '', '1,000.00'],
            [dates[1]!, 'Card purchase SAMPLE BOOKSHOP', '24.99', '', '975.01'],
            [dates[2]!, 'Salary SAMPLE CORP', '', '2,500.00', '3,475.01'],
            [dates[3]!, 'Transfer to savings', '(500.00)', '', '2,975.01'],
          ],
          740,
        ),
      ],
    },
  ];
}

// ---- A long statement, for the reader's speed ------------------------------------------------

/** A credit-card statement of `pageCount` full pages, 40 rows a page, header on every page.
 *  Row n (from 0) is on day 1 + n % 28 of December 2024, for (n + 1) × 1.01 yuan. */
export function longCreditCardStatement(pageCount: number): PageSpec[] {
  const pages: PageSpec[] = [];
  let n = 0;
  for (let p = 0; p < pageCount; p++) {
    const rows: string[][] = [['交易日', '记账日', '交易摘要', '卡号末四位', '人民币金额']];
    for (let i = 0; i < 40; i++, n++) {
      const day = String(1 + (n % 28)).padStart(2, '0');
      const cents = String((n + 1) * 101).padStart(3, '0');
      rows.push([`12/${day}`, `12/${day}`, `示例商户第${n}号店`, '1234', `${cents.slice(0, -2)}.${cents.slice(-2)}`]);
    }
    const runs: TextRun[] = [
      { text: '示例银行信用卡对账单 账单日 2025-01-05', x: 50, y: 800 },
      ...tableRuns(CARD_COLUMNS, rows, 770, 18),
    ];
    pages.push({ runs });
  }
  return pages;
}
