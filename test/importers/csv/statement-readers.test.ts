import { describe, expect, it } from 'vitest';
import { readCsvStatement } from '../../../src/importers/csv/read-csv.ts';
import { decodeStatementText, decodeWithCharset } from '../../../src/importers/text-decoding.ts';
import { readCsvTable, guessDelimiter } from '../../../src/importers/csv/csv-table.ts';

const rows = (text: string) => readCsvStatement(text).rows.map((r) => [r.row, r.date, r.amount.toString(), r.kind ?? 'normal', r.method, r.counterMethod ?? null]);

describe('text decoding', () => {
  it('reads UTF-8 with or without BOM, and GBK', () => {
    expect(decodeStatementText(Buffer.from('\ufeff交易', 'utf8'))).toBe('交易');
    expect(decodeStatementText(Buffer.from('交易', 'utf8'))).toBe('交易');
    expect(decodeStatementText(Buffer.from([0xbd, 0xbb, 0xd2, 0xd7]))).toBe('交易'); // GBK bytes
  });
  it('reads windows-1252 with its own letters for 0x80-0x9F (€, ’), declared or not', () => {
    // "Café €5 Menu ’s" in windows-1252: no UTF-8, and no GB18030 either.
    const cp1252 = Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x35, 0x20, 0x4d, 0x65, 0x6e, 0x75, 0x20, 0x92, 0x73]);
    expect(decodeWithCharset(cp1252, '1252')).toBe('Café €5 Menu ’s');
    expect(decodeStatementText(cp1252)).toBe('Café €5 Menu ’s');
    expect(decodeStatementText(Buffer.from('Date,Description\n2024-05-01,Caf\xe9 Cr\xe8me br\xfbl\xe9e\n', 'latin1'))).toBe('Date,Description\n2024-05-01,Café Crème brûlée\n');
    // Latin-1 German that GB18030 also decodes without an error (0xFC 0x73 is a GBK character): the lone
    // letters above ASCII tell it is European text.
    const german = Buffer.from('"Buchungstag";"Auftraggeber / Begünstigter";"Gläubiger-ID";"Straße";"Betrag (EUR)"', 'latin1');
    expect(new TextDecoder('gb18030', { fatal: true }).decode(german)).not.toContain('ü');
    expect(decodeStatementText(german)).toBe('"Buchungstag";"Auftraggeber / Begünstigter";"Gläubiger-ID";"Straße";"Betrag (EUR)"');
    // GBK whose bytes all lie in À-ÿ comes in pairs: still GBK.
    expect(decodeStatementText(Buffer.from([0x41, 0xd6, 0xd0, 0xce, 0xc4, 0x42]))).toBe('A中文B');
    // GBK cut in the middle of its last character is still GBK (one U+FFFD at the end), not windows-1252.
    const cutGbk = Buffer.concat([Buffer.from([0xbd, 0xbb, 0xd2, 0xd7, 0xbd, 0xf0, 0xb6, 0xee]), Buffer.from([0xbd])]);
    expect(decodeStatementText(cutGbk)).toBe('交易金额\ufffd');
  });
  it('guesses the delimiter, commas winning over padding tabs', () => {
    expect(guessDelimiter('a,b,c\t\n1,2,3\t\n')).toBe(',');
    expect(guessDelimiter('a\tb\tc\n1\t2\t3\n')).toBe('\t');
    expect(readCsvTable('a;b\n1;2\n').map((l) => l.cells)).toEqual([['a', 'b'], ['1', '2']]);
  });
  it('finds the semicolons of a European export among quoted commas, text commas and decimal commas', () => {
    // commas inside quotes outnumber the semicolons
    const quoted = ['Buchungstag;Verwendungszweck;Betrag', '02.01.2024;"SEPA-Lastschrift, Miete, Januar, Wohnung 3";-800,00', '03.01.2024;"Kartenzahlung, Bäcker, Berlin";-3,20', ''].join('\n');
    expect(guessDelimiter(quoted)).toBe(';');
    expect(readCsvTable(quoted)[1]!.cells).toEqual(['02.01.2024', 'SEPA-Lastschrift, Miete, Januar, Wohnung 3', '-800,00']);
    // unquoted commas in the text: a semicolon file needs no quotes around them
    expect(guessDelimiter(['Datum;Text;Betrag', '02.01.2024;Lastschrift, Miete, Januar;-800,00', '03.01.2024;Karte, Bäcker;-3,20', '04.01.2024;Karte, Kiosk;-1,50', ''].join('\n'))).toBe(';');
    // two columns, a preamble line with a comma: as many commas as semicolons
    expect(guessDelimiter(['Konto: 123, EUR', 'Datum;Betrag', '02.01.2024;-3,20', '03.01.2024;-4,50', ''].join('\n'))).toBe(';');
    // a quoted cell over two lines, with commas in it
    expect(guessDelimiter(['Datum;Text;Betrag', '02.01.2024;"Miete, Januar,', 'Wohnung 3, Berlin";-800,00', '03.01.2024;Brot;-3,20', ''].join('\n'))).toBe(';');
  });
  it('keeps a comma file a comma file, whatever its quoted cells hold', () => {
    expect(guessDelimiter(['Date,Description,Amount', '2024-01-02,"a; b; c; d; e",-3.20', '2024-01-03,"x; y; z; w",-4.50', ''].join('\n'))).toBe(',');
    expect(guessDelimiter(['Date,Description,Amount', '2024-01-02,"tab\there\tand\there",-3.20', ''].join('\n'))).toBe(',');
    expect(guessDelimiter('"a|b|c|d",x\n"e|f|g|h",y\n')).toBe(',');
  });
});

describe('Alipay, older export with padded header cells', () => {
  const text = [
    '支付宝交易记录明细查询',
    '账号:[test@example.com]',
    '---------------------------------交易记录明细列表------------------------------------',
    '交易号                  ,商家订单号               ,交易创建时间              ,付款时间                ,最近修改时间              ,交易来源地     ,类型              ,交易对方            ,商品名称                ,金额（元）   ,收/支     ,交易状态    ,服务费（元）   ,成功退款（元）  ,备注                  ,资金状态     ,',
    '2019010122001        ,M1                ,2019-01-01 10:00:00 ,2019-01-01 10:00:05 ,2019-01-01 10:00:05 ,其他（包括阿里巴巴和外部商家）,即时到账交易 ,某某书店          ,一本书              ,25.50       ,支出      ,交易成功    ,0.00         ,0.00           ,                    ,已支出      ,',
    '2019010222002        ,M2                ,2019-01-02 10:00:00 ,                    ,2019-01-02 11:00:00 ,其他 ,即时到账交易 ,某某商店          ,未付款的订单        ,9.90        ,支出      ,交易关闭    ,0.00         ,0.00           ,                    ,            ,',
    '------------------------------------------------------------------------------------',
    '共2笔记录',
    '已收入:0笔,0.00元',
    '待收入:0笔,0.00元',
    '已支出:1笔,25.50元',
    '待支出:0笔,0.00元',
    '导出时间:[2019-01-03 10:00:00]',
  ].join('\n');
  it('finds the header, reads the rows and skips the unpaid closed order; the summary lines under it are no rows', () => {
    const s = readCsvStatement(text);
    expect(s.source).toBe('alipay');
    expect(rows(text)).toEqual([[5, '2019-01-01', '-25.50', 'normal', null, null]]);
    expect(s.skipped).toEqual([{ row: 6, reason: 'closed order that was never paid' }]);
  });
});

describe('WeChat neutral moves', () => {
  const head = '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注\n';
  it('a 零钱充值 moves money from the card to the wallet', () => {
    expect(rows(head + '2024-01-02 10:00:00,零钱充值,招商银行(5678),/,/,¥50.00,招商银行(5678),充值完成,100001\t,/,/\n')).toEqual([
      [2, '2024-01-02', '-50.00', 'transfer', '招商银行(5678)', '零钱'],
    ]);
  });
  it('rejects a row with a broken amount, naming its line', () => {
    expect(() => readCsvStatement(head + '2024-01-02 10:00:00,商户消费,店,x,支出,¥5.0.0,零钱,支付成功,1\t,/,/\n')).toThrow(expect.objectContaining({ row: 2 }));
  });
});

describe('a German bank export with a Soll/Haben column and a Swiss one with apostrophe groups', () => {
  it('reads S as money out and H as money in, named by the header or by the mapping', () => {
    const text = ['Date;Description;Amount;S/H', '02.01.2024;Miete;1.200,00;S', '03.01.2024;Gehalt;3.456,78;H', '04.01.2024;Gebühr;0,50;s'].join('\n');
    expect(readCsvStatement(text).rows.map((r) => [r.date, r.amount.toString()])).toEqual([
      ['2024-01-02', '-1200.00'], ['2024-01-03', '3456.78'], ['2024-01-04', '-0.50'],
    ]);
    const mapped = ['Buchungstag;Verwendungszweck;Umsatz;Soll/Haben', '02.01.2024;Miete;1.200,00;S', '03.01.2024;Gehalt;3.456,78;H'].join('\n');
    const mapping = { Buchungstag: 'date', Verwendungszweck: 'narration', Umsatz: 'amount', 'Soll/Haben': 'direction' };
    expect(readCsvStatement(mapped, { mapping }).rows.map((r) => r.amount.toString())).toEqual(['-1200.00', '3456.78']);
  });
  it("reads 1'234.50 as 1234.50", () => {
    const text = ['Date,Description,Amount', "2024-01-02,Rent,-1'850.00", '2024-01-03,Salary,"7’250.55"'].join('\n');
    expect(readCsvStatement(text).rows.map((r) => r.amount.toString())).toEqual(['-1850.00', '7250.55']);
  });
});
