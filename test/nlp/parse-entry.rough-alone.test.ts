// A rough figure said alone (打车 一百多, taxi about 50) was booked as if exact, with no warning,
// and its word left in the narration (多 打车, 打车 几块, taxi about). It is booked as said and
// warned; the narration drops the word. Also: the rough figure the exact one replaced (2百多 ...
// 具体 239) and the word of the exact one left the narration as 买了个键盘 2百多 具体.
import { describe, expect, it } from 'vitest';
import { checkedSuite } from './checked-suite.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';

const SAID_ON = '2026-11-28';
const rough = (said: string, booked: string) => new RegExp(`^${said.replace(/[$~]/g, '\\$&')} is a rough figure: booked ${booked}; put in the exact amount`, 'm');

checkedSuite('parseEntry: a rough figure said alone', STARTER_LEDGER, [
  { text: '一百多 打车 支付宝', postings: 'Expenses:Transport 100; Assets:Alipay -100', narration: '打车', warning: rough('一百多', '100') },
  { text: '100多打车 支付宝', postings: 'Expenses:Transport 100; Assets:Alipay -100', narration: '打车', warning: rough('100多', '100') },
  { text: '一百多块钱 打车 支付宝', postings: 'Expenses:Transport 100; Assets:Alipay -100', narration: '打车', warning: rough('一百多', '100') },
  { text: '打车 二十几块 微信', postings: 'Expenses:Transport 20; Assets:WeChat -20', narration: '打车', warning: rough('二十几', '20') },
  { text: '打车 三十来块 微信', postings: 'Expenses:Transport 30; Assets:WeChat -30', narration: '打车', warning: rough('三十来', '30') },
  { text: '打车 大概50 微信', postings: 'Expenses:Transport 50; Assets:WeChat -50', narration: '打车', warning: rough('大概50', '50') },
  { text: '打车 五十左右 微信', postings: 'Expenses:Transport 50; Assets:WeChat -50', narration: '打车', warning: rough('五十左右', '50') },
  { text: '打车 100出头 微信', postings: 'Expenses:Transport 100; Assets:WeChat -100', narration: '打车', warning: rough('100出头', '100') },
  { text: '打车 将近100 微信', postings: 'Expenses:Transport 100; Assets:WeChat -100', narration: '打车', warning: rough('将近100', '100') },
  { text: 'taxi about 50 wechat', postings: 'Expenses:Transport 50; Assets:WeChat -50', narration: 'taxi', warning: rough('about 50', '50') },
  { text: 'taxi ~30 wechat', postings: 'Expenses:Transport 30; Assets:WeChat -30', narration: 'taxi', warning: rough('~30', '30') },
  // the exact figure after the rough one: no rough-figure warning, neither word in the narration
  { text: '买了个键盘 2百多 花呗 具体 239', postings: 'Expenses:Shopping 239; Liabilities:Huabei -239', narration: '买了个键盘' },
  { text: '买了个键盘 大概200 花呗 具体是 239', postings: 'Expenses:Shopping 239; Liabilities:Huabei -239', narration: '买了个键盘' },
  // said alone: the narration is what was said without the amount and its 多 (花了 多 before)
  { text: '花了三千多 支付宝', postings: 'Expenses:Uncategorized 3000; Assets:Alipay -3000', narration: '花了', warning: rough('三千多', '3000') },
  // a rough count is a count (100多个口罩 50 booked the 100)
  { text: '买了100多个口罩 50 支付宝', postings: 'Expenses:Uncategorized 50; Assets:Alipay -50' },
  { text: '二十几个包子 30 支付宝', postings: 'Expenses:Food 30; Assets:Alipay -30' },
  // 多 of 多肉 (a succulent) says nothing of the amount
  { text: '买了 30 多肉 微信', postings: 'Expenses:Uncategorized 30; Assets:WeChat -30', narration: '买了 多肉' },
], SAID_ON);

describe('a rough figure said alone', () => {
  const ledger = Ledger.fromText(STARTER_LEDGER, 'ledger.beancount');
  it('costs confidence, and an exact amount is not warned', () => {
    const roughly = parseEntry(ledger, '打车 一百多 支付宝', SAID_ON);
    const exactly = parseEntry(ledger, '打车 100 支付宝', SAID_ON);
    expect(exactly.warnings).toEqual([]);
    expect(roughly.confidence).toBeLessThan(exactly.confidence);
  });
  it('does not warn the rough figure the exact one replaced', () => {
    const e = parseEntry(ledger, '买了个键盘 2百多 花呗 具体 239', SAID_ON);
    expect(e.warnings.join('\n')).not.toMatch(/is a rough figure/);
  });
  it('does not read 多 of 多肉 as rough', () => {
    expect(parseEntry(ledger, '买了 30 多肉 微信', SAID_ON).warnings.join('\n')).not.toMatch(/rough/);
  });
});
