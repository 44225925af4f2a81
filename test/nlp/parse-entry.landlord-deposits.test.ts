// QA landlord of session 42: a deposit a landlord holds (Liabilities:Deposits:*) went the wrong way.
// 退押金 8800 微信 was money in (WeChat +8800) with no warning; 退押金 12700 扣了300修墙 took 13000 in;
// 海淀租客交押金 13000 微信 was spending; 扣押金 500 赔偿家具 put 500 into the bank; 退海淀押金 13000 missed
// the alias 海淀押金; 收朝阳房租 6500 押金 6500 booked the deposit as income. Now: refunded it is paid
// out of the wallet, off what is owed; received it is owed; kept it is earned, no money moved.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { checkedSuite } from './checked-suite.ts';
import { LANDLORD_LEDGER } from './landlord-ledger.ts';

const SAID_ON = '2026-11-10';
const NO_FLAT = /押金 names no flat of Liabilities:Deposits:Chaoyang, Liabilities:Deposits:Haidian: used Liabilities:Deposits:Chaoyang/;
const KEPT_300 = /read 300 as kept of the deposit: booked as income on Income:Rent:Damage/;

checkedSuite('parseEntry: a deposit the landlord holds, refunded', LANDLORD_LEDGER, [
  { text: '退押金 8800 微信', postings: 'Liabilities:Deposits:Chaoyang 8800; Assets:WeChat -8800', warning: NO_FLAT },
  { text: '退押金 6500 微信 全退', postings: 'Liabilities:Deposits:Chaoyang 6500; Assets:WeChat -6500', warning: NO_FLAT },
  { text: '退押金 13000 招行', postings: 'Liabilities:Deposits:Chaoyang 13000; Assets:Bank:CMB -13000', warning: NO_FLAT },
  { text: '退还押金 6500 招行', postings: 'Liabilities:Deposits:Chaoyang 6500; Assets:Bank:CMB -6500', warning: NO_FLAT },
  { text: '押金退给租客 6500 微信', postings: 'Liabilities:Deposits:Chaoyang 6500; Assets:WeChat -6500', warning: NO_FLAT },
  { text: '把押金退了 6500 微信', postings: 'Liabilities:Deposits:Chaoyang 6500; Assets:WeChat -6500', warning: NO_FLAT },
  { text: 'refund deposit 12700 wechat', postings: 'Liabilities:Deposits:Chaoyang 12700; Assets:WeChat -12700', warning: NO_FLAT },
  { text: 'refunded deposit 6500 to tenant', postings: 'Liabilities:Deposits:Chaoyang 6500; Assets:Alipay -6500', warning: NO_FLAT },
  // the flat named, in the alias (退海淀押金 was spending at the catch-all) or alone
  { text: '退海淀押金 13000 招行', postings: 'Liabilities:Deposits:Haidian 13000; Assets:Bank:CMB -13000', guessed: false },
  { text: '退押金 13000 海淀 招行', postings: 'Liabilities:Deposits:Haidian 13000; Assets:Bank:CMB -13000', guessed: false },
  // a part kept: the whole deposit off what is owed, the rest paid, the part kept earned
  { text: '退押金 12700 扣了300修墙 微信', postings: 'Liabilities:Deposits:Chaoyang 13000; Assets:WeChat -12700; Income:Rent:Damage -300', warning: KEPT_300 },
  { text: '退押金 6500 扣 300 修墙 实退 6200 招行', postings: 'Liabilities:Deposits:Chaoyang 6500; Assets:Bank:CMB -6200; Income:Rent:Damage -300', warning: KEPT_300 },
  { text: '押金 6500 扣除 300 维修费 退还 6200 招行', postings: 'Liabilities:Deposits:Chaoyang 6500; Assets:Bank:CMB -6200; Income:Rent:Damage -300', warning: KEPT_300 },
  { text: '押金 退了 6200 扣 300 微信', postings: 'Liabilities:Deposits:Chaoyang 6500; Assets:WeChat -6200; Income:Rent:Damage -300', warning: KEPT_300 },
  { text: '押金 6500 退 6200 扣300 修墙 微信', postings: 'Liabilities:Deposits:Chaoyang 6500; Assets:WeChat -6200; Income:Rent:Damage -300', warning: KEPT_300 },
  { text: '退朝阳押金 6200 扣了300修墙 微信', postings: 'Liabilities:Deposits:Chaoyang 6500; Assets:WeChat -6200; Income:Rent:Damage -300', warning: KEPT_300 },
], SAID_ON);

checkedSuite('parseEntry: a deposit the landlord holds, received or kept', LANDLORD_LEDGER, [
  // the tenant pays it: money in, owed back (it was spending)
  { text: '海淀租客交押金 13000 微信', postings: 'Assets:WeChat 13000; Liabilities:Deposits:Haidian -13000', guessed: false },
  { text: '朝阳租客交了押金 6500 招行', postings: 'Assets:Bank:CMB 6500; Liabilities:Deposits:Chaoyang -6500', guessed: false },
  { text: '租客交了押金 13000 招行', postings: 'Assets:Bank:CMB 13000; Liabilities:Deposits:Chaoyang -13000', warning: NO_FLAT },
  { text: '收押金 6500 微信', postings: 'Assets:WeChat 6500; Liabilities:Deposits:Chaoyang -6500', warning: NO_FLAT },
  { text: '押金 1.3万 收到 招行', postings: 'Assets:Bank:CMB 13000; Liabilities:Deposits:Chaoyang -13000', warning: NO_FLAT },
  { text: '收到押金 13000 海淀 招行', postings: 'Assets:Bank:CMB 13000; Liabilities:Deposits:Haidian -13000', guessed: false },
  // beside the rent: the deposit owed, the rent earned
  { text: '收朝阳房租 6500 押金 6500 招行', postings: 'Assets:Bank:CMB 13000; Income:Rent:Chaoyang -6500; Liabilities:Deposits:Chaoyang -6500', guessed: false },
  { text: '收到海淀房租 6500，押金 13000 招行', postings: 'Assets:Bank:CMB 19500; Income:Rent:Haidian -6500; Liabilities:Deposits:Haidian -13000', guessed: false },
  // 押一付三: a month's deposit and three months' rent in one amount (it was 26000 spent)
  { text: '押一付三 收了朝阳房租 26000 招行', postings: 'Assets:Bank:CMB 26000; Income:Rent:Chaoyang -19500; Liabilities:Deposits:Chaoyang -6500', warning: /押一付三: read 26000 as a deposit of 1 month, 6500 \(on Liabilities:Deposits:Chaoyang\), and rent of 3 months, 19500/ },
  // (the terms said with spaces, as the rent reader already took them)
  { text: '押一 付三 收了朝阳房租 26000 招行', postings: 'Assets:Bank:CMB 26000; Income:Rent:Chaoyang -19500; Liabilities:Deposits:Chaoyang -6500' },
  { text: '押一付三 收朝阳房租 19500 押金 6500 招行', postings: 'Assets:Bank:CMB 26000; Income:Rent:Chaoyang -19500; Liabilities:Deposits:Chaoyang -6500', guessed: false },
  { text: 'tenant deposit 13000 wechat', postings: 'Assets:WeChat 13000; Liabilities:Deposits:Chaoyang -13000', warning: NO_FLAT },
  // kept: owed back less, earned, no money moved (it was 500 into the bank)
  { text: '扣押金 500 赔偿家具', postings: 'Liabilities:Deposits:Chaoyang 500; Income:Rent:Damage -500', warning: /read 500 as kept of the deposit: booked as income on Income:Rent:Damage/ },
  { text: '海淀押金扣了 500 赔偿', postings: 'Liabilities:Deposits:Haidian 500; Income:Rent:Damage -500', warning: /read 500 as kept of the deposit/ },
  // kept for the rent owed: the rent its words name
  { text: '从朝阳押金里扣了 3000 抵朝阳房租', postings: 'Liabilities:Deposits:Chaoyang 3000; Income:Rent:Chaoyang -3000', warning: /read 3000 as kept of the deposit: booked as income on Income:Rent:Chaoyang$/ },
  { text: '朝阳押金抵朝阳房租 6500', postings: 'Liabilities:Deposits:Chaoyang 6500; Income:Rent:Chaoyang -6500', warning: /read 6500 as kept of the deposit: booked as income on Income:Rent:Chaoyang$/ },
], SAID_ON);

describe('parseEntry: a deposit the landlord holds, what else', () => {
  const landlord = Ledger.fromText(LANDLORD_LEDGER, 'ledger.beancount');
  const lines = (ledger: Ledger, text: string) => parseEntry(ledger, text, SAID_ON).postings.map((p) => `${p.account} ${p.units!.number}`).sort();

  it('the figures of a part kept must add up', () => {
    expect(() => parseEntry(landlord, '押金 6500 退 6000 扣 300 微信', SAID_ON)).toThrow(/6500 held, 6000 refunded, 300 kept/);
  });

  it('with no flat said, the deposit most used in history, warned', () => {
    const used = Ledger.fromText(`${LANDLORD_LEDGER}\n2026-05-01 * "押金"\n  Assets:Bank:CMB  13000 CNY\n  Liabilities:Deposits:Haidian  -13000 CNY\n`, 'ledger.beancount');
    const entry = parseEntry(used, '退押金 13000 招行', SAID_ON);
    expect(entry.postings.map((p) => `${p.account} ${p.units!.number}`).sort()).toEqual(['Assets:Bank:CMB -13000', 'Liabilities:Deposits:Haidian 13000']);
    expect(entry.warnings).toContain('押金 names no flat of Liabilities:Deposits:Chaoyang, Liabilities:Deposits:Haidian: used Liabilities:Deposits:Haidian (most used in history)');
  });

  it('with no wallet named, the one deposits moved through before', () => {
    const used = Ledger.fromText(`${LANDLORD_LEDGER}\n2026-05-01 * "押金"\n  Assets:Bank:CMB  13000 CNY\n  Liabilities:Deposits:Haidian  -13000 CNY\n\n2026-06-01 * "午饭"\n  Expenses:Food  30 CNY\n  Assets:Alipay  -30 CNY\n`, 'ledger.beancount');
    const entry = parseEntry(used, '退还海淀押金 13000', SAID_ON);
    expect(entry.postings.map((p) => `${p.account} ${p.units!.number}`).sort()).toEqual(['Assets:Bank:CMB -13000', 'Liabilities:Deposits:Haidian 13000']);
    expect(entry.warnings).toEqual(['no payment account named; used Assets:Bank:CMB (where deposits moved before)']);
    expect(lines(used, '收朝阳押金 6500')).toEqual(['Assets:Bank:CMB 6500', 'Liabilities:Deposits:Chaoyang -6500']);
    // (tenant names the tenant's claim, no wallet)
    expect(lines(used, 'refunded haidian deposit 13000 to tenant')).toEqual(['Assets:Bank:CMB -13000', 'Liabilities:Deposits:Haidian 13000']);
  });

  it('a deposit the landlord or the words bring back to me still comes in', () => {
    expect(lines(landlord, '房东退押金 1500 微信')).toContain('Assets:WeChat 1500');
    expect(lines(landlord, '退押金 6500 到微信')).toContain('Assets:WeChat 6500');
    expect(lines(landlord, 'landlord refunded my deposit 1500 wechat')).toContain('Assets:WeChat 1500');
  });

  it('beside rent whose flat is not said, the deposit is owed all the same', () => {
    const postings = lines(landlord, '收到房租 6500 和 押金 6500 招行');
    expect(postings).toContain('Liabilities:Deposits:Chaoyang -6500');
    expect(postings).toContain('Assets:Bank:CMB 13000');
  });

  // a tenant's deposit (Assets) refunded comes back to me, as before
  it('a deposit I paid (Assets) is money in when refunded, money out when paid', () => {
    const tenant = Ledger.fromText(`${STARTER_LEDGER}\n2025-01-01 open Assets:Deposits CNY\n`, 'ledger.beancount');
    expect(lines(tenant, '退押金 3000 微信')).toEqual(['Assets:Deposits -3000', 'Assets:WeChat 3000']);
    expect(lines(tenant, '房东退我押金 1500 微信')).toEqual(['Assets:Deposits -1500', 'Assets:WeChat 1500']);
    expect(lines(tenant, '交押金 3000 微信')).toEqual(['Assets:Deposits 3000', 'Assets:WeChat -3000']);
    // with one I hold open too, the tenant's unless the words say the tenant's or the flat's
    const both = Ledger.fromText(`${LANDLORD_LEDGER}\n2025-01-01 open Assets:Deposits:Office CNY\n`, 'ledger.beancount');
    expect(lines(both, '退押金 3000 微信')).toEqual(['Assets:Deposits:Office -3000', 'Assets:WeChat 3000']);
    expect(lines(both, '退海淀押金 3000 微信')).toEqual(['Assets:WeChat -3000', 'Liabilities:Deposits:Haidian 3000']);
    // with no deposit account open, money in as before
    const starter = Ledger.fromText(STARTER_LEDGER, 'ledger.beancount');
    expect(lines(starter, '退押金 3000 微信')).toEqual(['Assets:WeChat 3000', 'Income:Uncategorized -3000']);
  });
});
