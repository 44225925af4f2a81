// Sentences and what parseEntry must make of them against test/fixtures/nlp/ledger.beancount,
// said on REFERENCE_DATE. `postings` lists "Account number [currency]" (CNY when left out),
// in any order. `guessed: false` means no warning may be given; true means at least one.

import { expect } from 'vitest';
import type { ParsedEntry } from '../../src/nlp/parse-entry.ts';

export const REFERENCE_DATE = '2026-11-21'; // a Saturday

export interface EntryCase {
  readonly text: string;
  readonly date?: string;
  readonly postings: string;
  readonly payee?: string | null;
  readonly narration?: string;
  readonly guessed?: boolean;
  readonly warning?: RegExp;
}

/** "Account number [currency]; ..." as sorted "Account number CURRENCY" lines (CNY when left out). */
function postingLines(spec: string): string[] {
  return spec
    .split(';')
    .map((p) => {
      const [account, number, currency, ...price] = p.trim().split(/\s+/);
      return [account, number, currency ?? 'CNY', ...price].join(' ');
    })
    .sort();
}

/** What a case says of the entry parseEntry made of its sentence, said on `referenceDate`. */
export function expectEntry(entry: ParsedEntry, c: EntryCase, referenceDate: string): void {
  expect(entry.date).toBe(c.date ?? referenceDate);
  // (a price, when there is one, as written: "Expenses:Food 1200 JPY @ 0.04812 CNY", "... @@ 57.74 CNY")
  const price = (p: ParsedEntry['postings'][number]) => (p.price ? ` @ ${p.price.number} ${p.price.currency}` : p.total_price ? ` @@ ${p.total_price.number} ${p.total_price.currency}` : '');
  expect(entry.postings.map((p) => `${p.account} ${p.units!.number} ${p.units!.currency}${price(p)}`).sort()).toEqual(postingLines(c.postings));
  if (c.payee !== undefined) expect(entry.payee).toBe(c.payee);
  if (c.narration !== undefined) expect(entry.narration).toBe(c.narration);
  if (c.guessed === false) expect(entry.warnings).toEqual([]);
  if (c.guessed === true) expect(entry.warnings.length).toBeGreaterThan(0);
  if (c.warning) expect(entry.warnings.join('\n')).toMatch(c.warning);
}

export const HAND_WRITTEN_CASES: readonly EntryCase[] = [
  // spending, with the funding account named or guessed from history
  { text: '今天在全家买早饭花了8块', postings: 'Expenses:Food:Breakfast 8; Assets:WeChat -8', payee: '全家便利店', narration: '买早饭', guessed: true, warning: /most used/ },
  { text: '前天在全家买早饭花了十二块五，微信付的', date: '2026-11-19', postings: 'Expenses:Food:Breakfast 12.5; Assets:WeChat -12.5', payee: '全家便利店', narration: '买早饭', guessed: false },
  { text: '昨天打车25 支付宝', date: '2026-11-20', postings: 'Expenses:Transport:Taxi 25; Assets:Alipay -25', payee: null, narration: '打车', guessed: false },
  { text: '地铁三块', postings: 'Expenses:Transport:Subway 3; Assets:WeChat -3', guessed: true },
  { text: '上周二 星巴克咖啡 38', date: '2026-11-10', postings: 'Expenses:Food:Coffee 38; Liabilities:CreditCard:CMB -38', payee: '星巴克', guessed: true },
  { text: '10月12号 房租 4500 招商银行', date: '2026-10-12', postings: 'Expenses:Housing:Rent 4500; Assets:Bank:CMB -4500', narration: '房租', guessed: false },
  { text: '三十五块五 午饭', postings: 'Expenses:Food:Dining 35.5; Assets:WeChat -35.5', narration: '午饭' },
  // 在 + a place that is not a merchant: no payee, and the place stays in the narration.
  { text: '在家吃饭50 微信', postings: 'Expenses:Food:Dining 50; Assets:WeChat -50', payee: null, narration: '在家吃饭', guessed: false },
  { text: '在学校楼下吃午饭30，支付宝', postings: 'Expenses:Food:Dining 30; Assets:Alipay -30', payee: null, narration: '在学校楼下吃午饭', guessed: false },
  { text: '在网上买书100 招行信用卡', postings: 'Expenses:Shopping:Books 100; Liabilities:CreditCard:CMB -100', payee: null, narration: '在网上买书', guessed: false },
  { text: '在家乐福买菜88 支付宝', postings: 'Expenses:Food:Groceries 88; Assets:Alipay -88', payee: '家乐福', narration: '买菜', guessed: false },
  { text: '在盒马买菜花了128.5，支付宝', postings: 'Expenses:Food:Groceries 128.5; Assets:Alipay -128.5', payee: '盒马', narration: '买菜', guessed: false },
  { text: '盒马 买水果 66', postings: 'Expenses:Food:Groceries 66; Assets:WeChat -66', payee: '盒马', narration: '买水果' },
  { text: '星爸爸 拿铁 32', postings: 'Expenses:Food:Coffee 32; Liabilities:CreditCard:CMB -32' },
  { text: 'Starbucks 38元', postings: 'Expenses:Food:Coffee 38; Liabilities:CreditCard:CMB -38', payee: '星巴克' },
  { text: '星巴克咖啡 38 用招行卡', postings: 'Expenses:Food:Coffee 38; Assets:Bank:CMB -38', payee: '星巴克', guessed: false },
  { text: '张记 吃面 22', postings: 'Expenses:Food:Dining 22; Assets:WeChat -22', payee: '张记面馆', narration: '吃面' },
  { text: '小区超市买菜35', postings: 'Expenses:Food:Groceries 35; Assets:WeChat -35', payee: '小区超市' },
  { text: '中国移动交话费100', postings: 'Expenses:Utilities:Phone 100; Assets:Alipay -100', payee: '中国移动', narration: '交话费' },
  { text: '链家 房租 4500', postings: 'Expenses:Housing:Rent 4500; Assets:Bank:CMB -4500', payee: '链家' },
  { text: '链家 4500', postings: 'Expenses:Housing:Rent 4500; Assets:Bank:CMB -4500', payee: '链家' },
  { text: '星巴克 45', postings: 'Expenses:Food:Coffee 45; Liabilities:CreditCard:CMB -45', payee: '星巴克' },
  { text: '滴滴 28', postings: 'Expenses:Transport:Taxi 28; Assets:Alipay -28', payee: '滴滴' },
  { text: '买了三杯咖啡45元', postings: 'Expenses:Food:Coffee 45; Liabilities:CreditCard:CMB -45' },
  { text: '星巴克两杯拿铁68', postings: 'Expenses:Food:Coffee 68; Liabilities:CreditCard:CMB -68', payee: '星巴克' },
  { text: '买了两个包子5块', postings: 'Expenses:Food:Breakfast 5; Assets:WeChat -5', guessed: true, warning: /most used/ },
  { text: '买了一块蛋糕15元', postings: 'Expenses:Food:Snacks 15; Assets:WeChat -15' },
  { text: '猫粮99', postings: 'Expenses:Pets 99; Assets:WeChat -99', narration: '猫粮' },
  { text: '给猫买狗粮和猫粮199', postings: 'Expenses:Pets 199; Assets:WeChat -199' },
  { text: '同事结婚礼金500', postings: 'Expenses:Gifts 500; Assets:WeChat -500' },
  { text: '3k 房租', postings: 'Expenses:Housing:Rent 3000; Assets:Bank:CMB -3000' },
  { text: '电费两百三十五块八毛', postings: 'Expenses:Utilities:Electricity 235.8; Assets:WeChat -235.8', narration: '电费' },
  { text: '水费 ８５．５ 元', postings: 'Expenses:Utilities:Water 85.5; Assets:WeChat -85.5', narration: '水费' },
  { text: '加油300 招行信用卡', postings: 'Expenses:Transport:Fuel 300; Liabilities:CreditCard:CMB -300', guessed: false },
  { text: '加油300 招行的信用卡', postings: 'Expenses:Transport:Fuel 300; Liabilities:CreditCard:CMB -300', guessed: false },
  // two wallets side by side after the amounts: the first pays, and both are named in a warning
  { text: '午饭 35 晚饭 40 微信 支付宝', postings: 'Expenses:Food:Dining 35; Expenses:Food:Dining 40; Assets:WeChat -75', guessed: true, warning: /several payment accounts named \(Assets:WeChat, Assets:Alipay\)/ },
  // written together, the last word is the head; when no account is named by both, it is warned
  { text: '打车 25 支付宝花呗', postings: 'Expenses:Transport:Taxi 25; Liabilities:Huabei -25', guessed: true, warning: /支付宝花呗 names no one account; read as Liabilities:Huabei/ },
  { text: '打车25 用支付宝的花呗', postings: 'Expenses:Transport:Taxi 25; Liabilities:Huabei -25', guessed: true, warning: /names no one account/ },
  { text: '打车 25 招商银行 储蓄卡', postings: 'Expenses:Transport:Taxi 25; Assets:Bank:CMB -25', guessed: false },
  // a purchase said with its discount: what was paid is booked, not the price and the discount on top
  { text: '外卖 原价45 实付32', postings: 'Expenses:Food:Dining 32; Assets:WeChat -32', narration: '外卖', guessed: true, warning: /read 32 as what was paid; 45 not booked/ },
  // a paid amount closes the purchase said before it; what comes after is another one
  { text: '打车 30 实付 25 晚饭 40 支付宝', postings: 'Expenses:Transport:Taxi 25; Expenses:Food:Dining 40; Assets:Alipay -65', narration: '打车 晚饭', guessed: true, warning: /read 25 as what was paid; 30 not booked/ },
  { text: '外卖 满40减15 实付30 支付宝', postings: 'Expenses:Food:Dining 30; Assets:Alipay -30', guessed: true, warning: /read 30 as what was paid; 40, 15 not booked/ },
  { text: '加油 300 送了 20 积分 支付宝', postings: 'Expenses:Transport:Fuel 300; Assets:Alipay -300', guessed: false },
  // money back on a purchase is the purchase, and the money back into the wallet (it was booked as 120 of income)
  { text: '话费充值 100 返现 20 支付宝', postings: 'Expenses:Utilities:Phone 100; Assets:Alipay -100; Assets:Alipay 20; Expenses:Utilities:Phone -20', narration: '话费充值 返现', guessed: true, warning: /^read 20 as money back on the 100 spent: 80 was mine$/ },
  // everyday groceries and games had no word in the lexicon (Uncategorized)
  { text: '鸡蛋 2盒 每盒 12', postings: 'Expenses:Food:Groceries 24; Assets:WeChat -24', guessed: true },
  { text: '猪肉 35 牛奶 12', postings: 'Expenses:Food:Groceries 35; Expenses:Food:Groceries 12; Assets:WeChat -47', guessed: true },
  { text: '王者荣耀 648', postings: 'Expenses:Fun:Game-游戏 648; Assets:WeChat -648', guessed: true },
  // a wallet named with a repayment pays it (it was the bank paying into Alipay)
  { text: '借呗 还款 2000 支付宝', postings: 'Assets:Alipay -2000; Liabilities:CreditCard:CMB 2000', guessed: true, warning: /^借呗 was named, but the ledger has no open account for it; used Liabilities:CreditCard:CMB$/m },
  { text: '花呗 还款 800 支付宝', postings: 'Assets:Alipay -800; Liabilities:Huabei 800', guessed: false },
  // money in, then some of it paid out (it was 16500 of income)
  { text: '工资到账 12000 交房租 4500', postings: 'Assets:Bank:CMB 12000; Income:Salary -12000; Expenses:Housing:Rent 4500; Assets:Bank:CMB -4500', guessed: true, warning: /read 4500 \(交房租\) as paid out of what came in/ },
  { text: '发工资 12000，交了房租 4500 话费 100', postings: 'Assets:Bank:CMB 12000; Income:Salary -12000; Expenses:Housing:Rent 4500; Assets:Bank:CMB -4500; Expenses:Utilities:Phone 100; Assets:Bank:CMB -100', guessed: true },
  // two incomes stay two incomes
  { text: '工资 12000 奖金 3000', postings: 'Assets:Bank:CMB 15000; Income:Salary -12000; Income:Bonus -3000', guessed: true },
  // what a price came to in another currency is not a second purchase (it was 25.99 USD and 188 CNY)
  { text: '亚马逊 买书 $25.99 合人民币 188', postings: 'Expenses:Shopping:Books 25.99 USD; Assets:Bank:Citi -25.99 USD', guessed: true, warning: /read 188 CNY as what 25\.99 USD came to: booked 25\.99 USD/ },
  { text: '买书 25.99 USD (约 188 元)', postings: 'Expenses:Shopping:Books 25.99 USD; Assets:Bank:Citi -25.99 USD', guessed: true },
  { text: '午饭 25 晚饭 $30', postings: 'Expenses:Food:Dining 25; Assets:WeChat -25; Expenses:Food:Dining 30 USD; Assets:Bank:Citi -30 USD', guessed: true },
  // (a wallet named that cannot hold the currency, 买药妆 8000日元 信用卡 with the card for CNY only,
  // pays at a price: see parse-entry.foreign-card-charge.test.ts)
  // a transfer with money back on it was 1020 of income into the bank
  { text: '从招行转到支付宝 1000 返现 20', postings: 'Assets:Bank:CMB -1000; Assets:Alipay 1000; Assets:Alipay 20; Income:Other -20', guessed: true, warning: /read 20 as money back on the transfer, into Assets:Alipay/ },
  { text: '支付宝充值 1000 返现 20', postings: 'Assets:Bank:CMB -1000; Assets:Alipay 1000; Assets:Alipay 20; Income:Other -20', guessed: true },
  { text: '信用卡还款 3000 返现 30 招行', postings: 'Assets:Bank:CMB -3000; Liabilities:CreditCard:CMB 3000; Liabilities:CreditCard:CMB 30; Income:Other -30', guessed: true },
  { text: 'transfer 1000 from cmb to alipay cashback 10', postings: 'Assets:Bank:CMB -1000; Assets:Alipay 1000; Assets:Alipay 10; Income:Other -10', guessed: true },
  // a prize won on a purchase is income next to it (买彩票 20 中奖 100 was 120 of income)
  { text: '买彩票 20 中奖 100 微信', postings: 'Expenses:Uncategorized 20; Assets:WeChat -20; Assets:WeChat 100; Income:Other -100', guessed: true, warning: /read 100 as a prize won on the 20 spent/ },
  // a rate of discount said after the price: booked as said, and warned of the other reading
  { text: '买了件衣服 399 打了8折 支付宝', postings: 'Expenses:Shopping:Clothing 399; Assets:Alipay -399', guessed: true, warning: /^打了8折 said after 399: booked 399 as what was paid \(if it was the price before the discount, 319.2 was paid: say 实付 319.2\)$/ },
  { text: '衣服 299 八五折 支付宝', postings: 'Expenses:Shopping:Clothing 299; Assets:Alipay -299', guessed: true, warning: /254.15 was paid/ },
  // a total after the items: their sum adds nothing (it was booked on top of them); another figure is what was paid
  { text: '午饭 35，晚饭 40，共 75 微信', postings: 'Expenses:Food:Dining 35; Expenses:Food:Dining 40; Assets:WeChat -75', narration: '午饭，晚饭', guessed: true, warning: /^read 75 as the total of 35, 40$/ },
  { text: '交房租 4500 招行 押一付三 共 18000', postings: 'Expenses:Housing:Rent 18000; Assets:Bank:CMB -18000', guessed: true, warning: /read 18000 as what was paid; 4500 not booked/ },
  // a bonus a purchase came with is not paid (话费充值 100 送 20 was 120); a gift after another item is
  { text: '话费充值 100 送 20 支付宝', postings: 'Expenses:Utilities:Phone 100; Assets:Alipay -100', narration: '话费充值', guessed: true, warning: /^read 20 after 送 as a bonus, not paid$/ },
  { text: '午饭 35 给妈妈送了 200 微信', postings: 'Expenses:Food:Dining 35; Expenses:Uncategorized 200; Assets:WeChat -235', guessed: true },
  // numbers that each have words of their own are items however they are written (the 三十 was lost)
  { text: '午饭 25 晚饭 三十 微信', postings: 'Expenses:Food:Dining 25; Expenses:Food:Dining 30; Assets:WeChat -55', guessed: false },
  { text: '奶茶 十八 两杯 微信', postings: 'Expenses:Food:Snacks 18; Assets:WeChat -18', guessed: false },
  // a member's price is what was paid (it was booked on top of the shelf price)
  { text: '超市买菜 86.5 会员价 80 招行', postings: 'Expenses:Food:Groceries 80; Assets:Bank:CMB -80', narration: '超市买菜', guessed: true, warning: /read 80 as what was paid; 86.5 not booked/ },
  { text: '水果 23.8 抹零 23 微信', postings: 'Expenses:Food:Groceries 23; Assets:WeChat -23', narration: '水果', guessed: true, warning: /read 23 as what was paid; 23.8 not booked/ },
  // 满40减15 with the price said: 40 is the discount's condition, not a second purchase (it booked 70)
  { text: '外卖 45 满40减15 支付宝', postings: 'Expenses:Food:Dining 30; Assets:Alipay -30', narration: '外卖', guessed: true, warning: /read 满40 as the condition of a discount, not a price\nread 15 as a discount on 45: 30 paid/ },
  { text: '满40减15 外卖45 支付宝', postings: 'Expenses:Food:Dining 30; Assets:Alipay -30', narration: '外卖', guessed: true, warning: /discount on 45: 30 paid/ },
  { text: '外卖 45 满40-15 支付宝', postings: 'Expenses:Food:Dining 30; Assets:Alipay -30', narration: '外卖', guessed: true, warning: /discount on 45: 30 paid/ },
  // without a price, the condition is the best guess at it (warned)
  { text: '外卖 满40减15 支付宝', postings: 'Expenses:Food:Dining 25; Assets:Alipay -25', guessed: true, warning: /read 15 as a discount on 40: 25 paid/ },
  { text: '午饭 100 减 20 支付宝', postings: 'Expenses:Food:Dining 80; Assets:Alipay -80', narration: '午饭', guessed: true, warning: /read 20 as a discount on 100: 80 paid/ },
  { text: '打车 30 优惠券抵了5 支付宝', postings: 'Expenses:Transport:Taxi 25; Assets:Alipay -25', guessed: true, warning: /discount on 30: 25 paid/ },
  { text: '外卖 32 用了5块红包 支付宝', postings: 'Expenses:Food:Dining 27; Assets:Alipay -27', guessed: true, warning: /discount on 32: 27 paid/ },
  { text: '午饭 35 晚饭 40 优惠5 支付宝', postings: 'Expenses:Food:Dining 35; Expenses:Food:Dining 35; Assets:Alipay -70', guessed: true, warning: /read 5 as a discount on 40/ },
  // a discount said before the price comes off the price after it
  { text: '优惠了5 午饭 30 支付宝', postings: 'Expenses:Food:Dining 25; Assets:Alipay -25', narration: '午饭', guessed: true, warning: /read 5 as a discount on 30: 25 paid/ },
  // a red packet given is no discount
  { text: '给妈妈发了200红包 支付宝', postings: 'Expenses:Gifts 200; Assets:Alipay -200', guessed: false },
  // what an employer or someone else hands out (发的, 发了 + a kind of pay) is money in; what I hand out is not
  { text: '老板发的红包 200 微信', postings: 'Assets:WeChat 200; Income:RedPacket -200' },
  { text: '单位发了年终奖 20000 招行', postings: 'Assets:Bank:CMB 20000; Income:Bonus -20000' },
  { text: '公司发的过节费 500 招行', postings: 'Assets:Bank:CMB 500; Income:Salary -500' },
  { text: '我发的红包 200 微信', postings: 'Expenses:Gifts 200; Assets:WeChat -200', guessed: false },
  { text: '给妈妈发了红包 200 微信', postings: 'Expenses:Gifts 200; Assets:WeChat -200', guessed: false },
  // topping up the phone is spending, not a transfer into the wallet named
  { text: '给手机充值 100 支付宝', postings: 'Expenses:Utilities:Phone 100; Assets:Alipay -100', guessed: false },
  { text: '给支付宝充值 500 招行', postings: 'Assets:Alipay 500; Assets:Bank:CMB -500', guessed: false },
  // 加油 said around its amount
  { text: '加了300块油 招行信用卡', postings: 'Expenses:Transport:Fuel 300; Liabilities:CreditCard:CMB -300', guessed: false },
  { text: '加了两百的油 支付宝', postings: 'Expenses:Transport:Fuel 200; Assets:Alipay -200', guessed: false },
  { text: '加满了350元的油 支付宝', postings: 'Expenses:Transport:Fuel 350; Assets:Alipay -350', guessed: false },
  { text: '酒店两晚900', postings: 'Expenses:Travel:Hotel 900; Assets:WeChat -900' },
  { text: '今天下午3点打车35', postings: 'Expenses:Transport:Taxi 35; Assets:Alipay -35' },
  { text: '3号线地铁4块', postings: 'Expenses:Transport:Subway 4; Assets:WeChat -4' },
  { text: '尾号1234的卡刷了300买衣服', postings: 'Expenses:Shopping:Clothing 300; Assets:WeChat -300' },
  { text: '在3楼食堂吃午饭15元', postings: 'Expenses:Food:Dining 15; Assets:WeChat -15' },
  { text: '6月1日给孩子买书120', date: '2026-06-01', postings: 'Expenses:Shopping:Books 120; Assets:WeChat -120' },
  { text: '买游戏30', postings: 'Expenses:Fun:Game-游戏 30; Assets:WeChat -30' },
  { text: '玩游戏充值648', postings: 'Expenses:Fun:Game-游戏 648; Assets:WeChat -648' },
  { text: '建行卡付了房租4500', postings: 'Expenses:Housing:Rent 4500; Assets:Bank:CCB-建行 -4500', guessed: false },
  { text: '用工行买衣服299', postings: 'Expenses:Shopping:Clothing 299; Assets:Bank:ICBC -299', guessed: false },
  { text: '花呗买衣服299', postings: 'Expenses:Shopping:Clothing 299; Liabilities:Huabei -299', guessed: false },
  { text: '现金买水果20', postings: 'Expenses:Food:Groceries 20; Assets:Cash -20', guessed: false },
  { text: '微信零钱付午饭30', postings: 'Expenses:Food:Dining 30; Assets:WeChat -30', guessed: false },
  { text: '今天中午在肯德基吃了个套餐35.5', postings: 'Expenses:Food:Dining 35.5; Assets:WeChat -35.5', payee: '肯德基', narration: '中午 吃了个套餐' },
  { text: '早上喝了杯瑞幸 9.9', postings: 'Expenses:Food:Coffee 9.9; Liabilities:CreditCard:CMB -9.9', payee: '瑞幸' },
  { text: '咖啡两杯共60，蛋糕一块25', postings: 'Expenses:Food:Coffee 60; Expenses:Food:Snacks 25; Liabilities:CreditCard:CMB -85' },
  { text: '午饭 35 ￥', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', narration: '午饭' },
  { text: '把支付宝余额转到余额宝500', postings: 'Assets:Alipay -500; Assets:Yuebao 500', guessed: false },
  { text: '余额宝转出1000到招行', postings: 'Assets:Yuebao -1000; Assets:Bank:CMB 1000', guessed: false },
  { text: '美团外卖 晚饭 42.8 花呗', postings: 'Expenses:Food:Dining 42.8; Liabilities:Huabei -42.8', payee: '美团', guessed: false },
  // 物业费 names only Housing: Expenses:Housing:Rent is a sibling, no category for it (it was booked as
  // rent, paid from the bank rent is paid from; now from the wallet most spending is paid from)
  { text: '上个月8号交了物业费600', date: '2026-10-08', postings: 'Expenses:Uncategorized 600; Assets:WeChat -600', guessed: true, warning: /names only Expenses:Housing, which is not open; Expenses:Housing:Rent under it is another category\); used Expenses:Uncategorized/ },
  { text: '京东买了个键盘399 用招行信用卡', postings: 'Expenses:Uncategorized 399; Liabilities:CreditCard:CMB -399', payee: '京东', guessed: true, warning: /category/ },
  // one sentence, one amount: numbers that are part of the amount, a date or a model name are not items
  { text: '1万2 奖金', postings: 'Assets:Bank:CMB 12000; Income:Bonus -12000', narration: '奖金' },
  { text: '房租 2千5', postings: 'Expenses:Housing:Rent 2500; Assets:Bank:CMB -2500', narration: '房租' },
  { text: '早饭 十块零五毛', postings: 'Expenses:Food:Breakfast 10.5; Assets:WeChat -10.5', narration: '早饭' },
  { text: '咖啡 30 x 2', postings: 'Expenses:Food:Coffee 60; Liabilities:CreditCard:CMB -60', narration: '咖啡' },
  { text: '11.3 电费 200', date: '2026-11-03', postings: 'Expenses:Utilities:Electricity 200; Assets:WeChat -200', narration: '电费', guessed: true, warning: /11\.3/ },
  { text: 'iPhone 15 买了 5999', postings: 'Expenses:Uncategorized 5999; Assets:WeChat -5999', narration: 'iPhone 15', guessed: true },
  { text: '午饭 35 2', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', guessed: true, warning: /several numbers/ },
  // narration and lexicon nits
  { text: '昨天晚上打滴滴回家 37.5 支付宝付款', date: '2026-11-20', postings: 'Expenses:Transport:Taxi 37.5; Assets:Alipay -37.5', payee: '滴滴', narration: '晚上打滴滴回家', guessed: false },
  { text: '花了 25', postings: 'Expenses:Uncategorized 25; Assets:WeChat -25', narration: '花了', guessed: true },
  { text: '25', postings: 'Expenses:Uncategorized 25; Assets:WeChat -25', narration: 'Uncategorized', guessed: true },
  { text: '打车 -25', postings: 'Expenses:Transport:Taxi 25; Assets:Alipay -25', narration: '打车' },
  { text: 'KFC 45 微信', postings: 'Expenses:Food:Dining 45; Assets:WeChat -45', payee: '肯德基', guessed: false },
  { text: "McDonald's 30 微信", postings: 'Expenses:Food:Dining 30; Assets:WeChat -30', payee: '麦当劳', guessed: false },
  { text: 'lunch 35 微信', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', narration: 'lunch', guessed: false },
  { text: 'breakfast 12 微信', postings: 'Expenses:Food:Breakfast 12; Assets:WeChat -12', guessed: false },
  { text: 'Dinner 88 微信', postings: 'Expenses:Food:Dining 88; Assets:WeChat -88', guessed: false },
  // second QA round: narrations without leftovers, vague days, amounts glued to a word, spaced words
  { text: '招行转到工行 3000', postings: 'Assets:Bank:CMB -3000; Assets:Bank:ICBC 3000', narration: '转账', guessed: false },
  { text: '把支付宝余额转到余额宝 1000', postings: 'Assets:Alipay -1000; Assets:Yuebao 1000', narration: '转账', guessed: false },
  { text: '余额宝转出1000到招行', postings: 'Assets:Yuebao -1000; Assets:Bank:CMB 1000', narration: '转出', guessed: false },
  { text: '买了杯奶茶15块，用的微信', postings: 'Expenses:Food:Snacks 15; Assets:WeChat -15', narration: '买了杯奶茶', guessed: false },
  { text: '前两天 买菜 56', date: '2026-11-19', postings: 'Expenses:Food:Groceries 56; Assets:WeChat -56', narration: '买菜', guessed: true, warning: /^day not said exactly; used 2026-11-19 for 前两天$/m },
  { text: '打车uber35', postings: 'Expenses:Transport:Taxi 35; Assets:Alipay -35', narration: '打车uber', guessed: true, warning: /^read 35 in uber35 as the amount$/m },
  { text: '午饭 25 元 微 信', postings: 'Expenses:Food:Dining 25; Assets:WeChat -25', narration: '午饭', guessed: false },
  // 都是微信 (all by WeChat) and a clock time say how and when, not what.
  { text: '午饭 30 晚饭 50 都是微信', postings: 'Expenses:Food:Dining 30; Expenses:Food:Dining 50; Assets:WeChat -80', narration: '午饭 晚饭', guessed: false },
  { text: '昨天下午三点 咖啡 28 微信', date: '2026-11-20', postings: 'Expenses:Food:Coffee 28; Assets:WeChat -28', narration: '咖啡', guessed: false },
  { text: '15:30 咖啡 28 微信', postings: 'Expenses:Food:Coffee 28; Assets:WeChat -28', narration: '咖啡', guessed: false },
  { text: '晚上八点半 打车 二十三点五 支付宝', postings: 'Expenses:Transport:Taxi 23.5; Assets:Alipay -23.5', narration: '打车', guessed: false },
  // 共 before an amount is filler, not in 共享单车; 给X买 is bought for X, not a payment to X
  { text: '共享单车 1.5 支付宝', postings: 'Expenses:Uncategorized 1.5; Assets:Alipay -1.5', narration: '共享单车', payee: null, guessed: true, warning: /names only Expenses:Transport, which is not open; Expenses:Transport:Taxi under it is another category\); used Expenses:Uncategorized/ },
  { text: '给猫买猫粮 120 微信', postings: 'Expenses:Pets 120; Assets:WeChat -120', narration: '给猫买猫粮', payee: null, guessed: false },
  { text: '聚餐 共480 微信', postings: 'Expenses:Food:Dining 480; Assets:WeChat -480', narration: '聚餐', guessed: false },
  // 元整, brackets emptied of the wallet and a colon before the amount leave nothing behind
  { text: '午饭 35元整 微信', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', narration: '午饭', guessed: false },
  { text: '午饭 35 元 (微信)', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', narration: '午饭', guessed: false },
  { text: '午饭：35 微信', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', narration: '午饭', guessed: false },
  // 我付的 (I paid) says no more than 我付了: not narration.
  { text: '午饭30 我付的 微信', postings: 'Expenses:Food:Dining 30; Assets:WeChat -30', narration: '午饭', guessed: false },
  { text: '我付的晚饭 80', postings: 'Expenses:Food:Dining 80; Assets:WeChat -80', narration: '晚饭' },
  { text: '体检 399 微信', postings: 'Expenses:Health:Medical 399; Assets:WeChat -399', narration: '体检', guessed: false },
  { text: '汉堡 25 微信', postings: 'Expenses:Food:Dining 25; Assets:WeChat -25', narration: '汉堡', guessed: false },
  // nothing matches: a catch-all category, with a warning
  { text: '一百块', postings: 'Expenses:Uncategorized 100; Assets:WeChat -100', guessed: true, warning: /category/ },
  { text: 'iPhone手机壳29', postings: 'Expenses:Uncategorized 29; Assets:WeChat -29', guessed: true },
  { text: '十一出去玩花了3000', date: '2026-10-01', postings: 'Expenses:Uncategorized 3000; Assets:WeChat -3000', narration: '出去玩', guessed: true },
  // several items in one sentence
  { text: '早餐8块，午饭32，打车45', postings: 'Expenses:Food:Breakfast 8; Expenses:Food:Dining 32; Expenses:Transport:Taxi 45; Assets:WeChat -85', narration: '早餐，午饭，打车' },
  // each item paid from the wallet it names (before, all of it went to the first wallet named)
  { text: '早餐8块 微信；午饭35 支付宝', postings: 'Expenses:Food:Breakfast 8; Expenses:Food:Dining 35; Assets:WeChat -8; Assets:Alipay -35', guessed: false },
  { text: '午饭 35 微信 晚饭 40 支付宝', postings: 'Expenses:Food:Dining 35; Expenses:Food:Dining 40; Assets:WeChat -35; Assets:Alipay -40', narration: '午饭 晚饭', guessed: false },
  { text: '午饭 35 用微信 晚饭 40 用支付宝 早餐 8 微信', postings: 'Expenses:Food:Dining 35; Expenses:Food:Dining 40; Expenses:Food:Breakfast 8; Assets:WeChat -43; Assets:Alipay -40', guessed: false },
  // 3晚 of a stay is a count of nights, also when the stay's word (酒店) names an account; 午25 晚40 are two meals
  { text: '出差 酒店 3晚 1200 打车 150 餐费 300 招行', postings: 'Expenses:Travel:Hotel 1200; Expenses:Transport:Taxi 150; Expenses:Uncategorized 300; Assets:Bank:CMB -1650', guessed: true },
  { text: '早8 午25 晚40 微信', postings: 'Expenses:Uncategorized 8; Expenses:Uncategorized 25; Expenses:Uncategorized 40; Assets:WeChat -73', guessed: true },
  // a price paid from several wallets: the amounts said with a wallet after the price are its parts, not more spending
  { text: '午饭 35 微信20 支付宝15', postings: 'Expenses:Food:Dining 35; Assets:WeChat -20; Assets:Alipay -15', narration: '午饭', guessed: true, warning: /^paid 35 from Assets:WeChat 20 and Assets:Alipay 15$/ },
  { text: '打车 50，微信付了30，剩下用支付宝付20', postings: 'Expenses:Transport:Taxi 50; Assets:WeChat -30; Assets:Alipay -20', narration: '打车', guessed: true },
  { text: '午饭 微信20 支付宝15', postings: 'Expenses:Food:Dining 35; Assets:WeChat -20; Assets:Alipay -15', narration: '午饭', guessed: true },
  { text: '微信20 支付宝15 午饭', postings: 'Expenses:Food:Dining 35; Assets:WeChat -20; Assets:Alipay -15', narration: '午饭', guessed: true },
  { text: '午饭 35 微信 35', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', guessed: false },
  // ... or half from each of two (微信支付宝 is two wallets, not 微信支付 and a stray 宝)
  { text: '午饭35 微信支付宝各一半', postings: 'Expenses:Food:Dining 35; Assets:WeChat -17.50; Assets:Alipay -17.50', narration: '午饭', guessed: true },
  { text: '午饭 35.01 微信和支付宝各付一半', postings: 'Expenses:Food:Dining 35.01; Assets:WeChat -17.50; Assets:Alipay -17.51', narration: '午饭', guessed: true },
  { text: '一半微信一半支付宝 打车 40', postings: 'Expenses:Transport:Taxi 40; Assets:WeChat -20.00; Assets:Alipay -20.00', narration: '打车', guessed: true },
  // a deduction right after the income, with no comma (the 13500 was read as a count of 个)
  { text: '工资 13500 个税 1200 工行', postings: 'Assets:Bank:ICBC 12300; Income:Salary -13500; Expenses:Uncategorized 1200', guessed: true },
  // an amount with a wallet and words of its own is another item, as before
  { text: '午饭 35 微信 20 打车', postings: 'Expenses:Food:Dining 35; Expenses:Transport:Taxi 20; Assets:WeChat -55', guessed: false },
  // several wallets that cannot be told apart per item: one is used, and the warning says so
  { text: '用微信和支付宝 午饭 35 晚饭 40', postings: 'Expenses:Food:Dining 35; Expenses:Food:Dining 40; Assets:WeChat -75', guessed: true, warning: /^several payment accounts named \(Assets:WeChat, Assets:Alipay\); used Assets:WeChat$/m },
  // a unit on one amount does not hide the bare numbers that have words of their own
  { text: '早餐8块 午饭25 晚饭40', postings: 'Expenses:Food:Breakfast 8; Expenses:Food:Dining 25; Expenses:Food:Dining 40; Assets:WeChat -73', narration: '早餐 午饭 晚饭', guessed: true, warning: /^no payment account named; used Assets:WeChat \(most used in history\)$/ },
  { text: '早餐8块 午饭25 微信', postings: 'Expenses:Food:Breakfast 8; Expenses:Food:Dining 25; Assets:WeChat -33', narration: '早餐 午饭', guessed: false },
  { text: 'iPhone 15 买了 5999元', postings: 'Expenses:Uncategorized 5999; Assets:WeChat -5999', narration: 'iPhone 15', guessed: true, warning: /category/ },
  { text: '医院挂号50 买药120', postings: 'Expenses:Health:Medical 50; Expenses:Health:Medical 120; Assets:WeChat -170' },
  { text: '午饭25、咖啡30、地铁4，用支付宝', postings: 'Expenses:Food:Dining 25; Expenses:Food:Coffee 30; Expenses:Transport:Subway 4; Assets:Alipay -59', guessed: false },
  { text: '水费80，电费120，网费100 招行卡', postings: 'Expenses:Utilities:Water 80; Expenses:Utilities:Electricity 120; Expenses:Utilities:Internet 100; Assets:Bank:CMB -300', guessed: false },
  { text: '房租4500，水电200', postings: 'Expenses:Housing:Rent 4500; Expenses:Uncategorized 200; Assets:Bank:CMB -4700' },
  { text: '咖啡 $5，酒店 $120', postings: 'Expenses:Food:Coffee 5 USD; Expenses:Travel:Hotel 120 USD; Assets:Bank:Citi -125 USD' },
  // shared bills: a per-person amount is never added to the total
  { text: '和同事AA吃饭 总共300 我付了 每人100', postings: 'Expenses:Food:Dining 100; Assets:Receivables 200; Assets:WeChat -300', narration: '和同事AA吃饭', guessed: true, warning: /^shared bill: my share 100 of 300, the other 200 on Assets:Receivables$/m },
  { text: '聚餐AA 每人85 微信', postings: 'Expenses:Food:Dining 85; Assets:WeChat -85', narration: '聚餐AA', guessed: false },
  { text: '宵夜 烧烤 120 AA 每人40', postings: 'Expenses:Food:Dining 40; Assets:WeChat -40', narration: '宵夜 烧烤 AA', guessed: true, warning: /^shared bill: booked my share 40 of 120 \(who paid the rest was not said\)$/m },
  // a total split by a head count that includes me (和3个同事 is four people); my share is rounded
  // half up to the currency's smallest unit, and the others' part is what is left of the total
  { text: 'AA四个人 聚餐 400', postings: 'Expenses:Food:Dining 100; Assets:WeChat -100', narration: 'AA四个人 聚餐', guessed: true, warning: /^shared bill: booked my share 100 of 400 split 4 ways \(who paid the rest was not said\)$/m },
  { text: '四个人AA 吃饭 400 支付宝', postings: 'Expenses:Food:Dining 100; Assets:Alipay -100', guessed: true, warning: /^shared bill: booked my share 100 of 400 split 4 ways/m },
  { text: '和3个同事AA 晚饭 600', postings: 'Expenses:Food:Dining 150; Assets:WeChat -150', guessed: true, warning: /^shared bill: booked my share 150 of 600 split 4 ways/m },
  { text: '4人平摊 打车 50 我付了', postings: 'Expenses:Transport:Taxi 12.5; Assets:Receivables 37.5; Assets:Alipay -50', guessed: true, warning: /^shared bill: my share 12\.5 of 50 split 4 ways, the other 37\.5 on Assets:Receivables$/m },
  { text: '三个人AA 聚餐 100 我付了 微信', postings: 'Expenses:Food:Dining 33.33; Assets:Receivables 66.67; Assets:WeChat -100', guessed: true, warning: /^shared bill: my share 33\.33 \(rounded\) of 100 split 3 ways, the other 66\.67 on Assets:Receivables$/m },
  { text: '和两个朋友AA 火锅 200 我买单 微信', postings: 'Expenses:Food:Dining 66.67; Assets:Receivables 133.33; Assets:WeChat -200', guessed: true },
  { text: '两个人AA 午饭 100.01 我付了 微信', postings: 'Expenses:Food:Dining 50.01; Assets:Receivables 50.00; Assets:WeChat -100.01', guessed: true, warning: /my share 50\.01 \(rounded\)/ },
  { text: '三个人AA 晚饭 1000日元 我付了 现金', postings: 'Expenses:Food:Dining 333 JPY; Assets:Receivables 667 JPY; Assets:Cash -1000 JPY', guessed: true },
  // a total and a share in one clause were one amount (300, the share dropped from the booking)
  { text: '吃饭 300 每人 100', postings: 'Expenses:Food:Dining 100; Assets:WeChat -100', narration: '吃饭', guessed: true, warning: /^shared bill: booked my share 100 of 300 \(who paid the rest was not said\)$/m },
  { text: '吃饭 300 每人 100 我付的 微信', postings: 'Expenses:Food:Dining 100; Assets:Receivables 200; Assets:WeChat -300', guessed: true },
  // a total before the share is not what was paid after a price
  { text: '晚饭 每人 50 总共 200', postings: 'Expenses:Food:Dining 50; Assets:WeChat -50', guessed: true, warning: /^(?![\s\S]*not booked)/ },
  // the bill is what was paid (it was 400 and 360 in full, split words ignored)
  { text: '聚餐 原价 400 实付 360 AA 4个人', postings: 'Expenses:Food:Dining 90; Assets:WeChat -90', guessed: true, warning: /my share 90 of 360 split 4 ways/ },
  // which of several amounts was shared is not read: nothing divided, but no longer silently
  { text: '中午外卖 28 晚上火锅 150 AA 3人', postings: 'Expenses:Food:Dining 28; Expenses:Food:Dining 150; Assets:WeChat -178', guessed: true, warning: /^split \(AA\) said with several amounts: each booked in full, none divided$/m },
  { text: '四个人吃饭 400 微信', postings: 'Expenses:Food:Dining 400; Assets:WeChat -400', guessed: false },
  // a price per piece after a count
  { text: '咖啡 2杯 每杯 18', postings: 'Expenses:Food:Coffee 36; Liabilities:CreditCard:CMB -36', narration: '咖啡 2杯', guessed: true, warning: /^read 每杯 18 as the price of one 杯: 18 × 2 杯 = 36$/m },
  // currencies
  { text: '100 USD 酒店', postings: 'Expenses:Travel:Hotel 100 USD; Assets:Bank:Citi -100 USD' },
  { text: '买了50美元的书', postings: 'Expenses:Shopping:Books 50 USD; Assets:Bank:Citi -50 USD' },
  { text: '花旗付了20刀午饭', postings: 'Expenses:Food:Dining 20 USD; Assets:Bank:Citi -20 USD', guessed: false },
  { text: '1000日元 咖啡', postings: 'Expenses:Food:Coffee 1000 JPY; Assets:Cash -1000 JPY' },
  { text: '港币200买衣服', postings: 'Expenses:Shopping:Clothing 200 HKD; Assets:Cash -200 HKD' },
  { text: '0.01 BTC 买书', postings: 'Expenses:Shopping:Books 0.01 BTC; Assets:Crypto -0.01 BTC' },
  { text: '现金付了30美金打车', postings: 'Expenses:Transport:Taxi 30 USD; Assets:Cash -30 USD', guessed: false },
  { text: '人民币88 晚饭', postings: 'Expenses:Food:Dining 88; Assets:WeChat -88' },
  // income
  { text: '收到年终奖两万到工行卡', postings: 'Assets:Bank:ICBC 20000; Income:Bonus -20000', guessed: false },
  { text: '工资到账15000', postings: 'Assets:Bank:CMB 15000; Income:Salary -15000', guessed: true },
  { text: '工资15000', postings: 'Assets:Bank:CMB 15000; Income:Salary -15000' },
  { text: '1.5万 工资', postings: 'Assets:Bank:CMB 15000; Income:Salary -15000' },
  { text: '奖金5000到工行', postings: 'Assets:Bank:ICBC 5000; Income:Bonus -5000', guessed: false },
  // (red packets land in WeChat when none came in before: they were the bank's, where the salary lands)
  { text: '收红包88', postings: 'Assets:WeChat 88; Income:RedPacket -88' },
  { text: '收到红包200', postings: 'Assets:WeChat 200; Income:RedPacket -200' },
  { text: '抢红包5.2 微信', postings: 'Assets:WeChat 5.2; Income:RedPacket -5.2', guessed: false },
  { text: '收到利息12.5', postings: 'Assets:Bank:CMB 12.5; Income:Interest -12.5' },
  { text: '余额宝收益3.2', postings: 'Assets:Yuebao 3.2; Income:Interest -3.2', guessed: false },
  // 花旗 is Assets:Bank:Citi, open for USD only: a bare number paid into it is in USD (warned)
  { text: '分红1200到花旗', postings: 'Assets:Bank:Citi 1200 USD; Income:Dividends -1200 USD', guessed: true, warning: /^read 1200 as USD: 花旗 names Assets:Bank:Citi, which holds only USD$/m },
  { text: '分红100美元到花旗', postings: 'Assets:Bank:Citi 100 USD; Income:Dividends -100 USD', guessed: false },
  { text: '收到报销500', postings: 'Assets:Bank:CMB 500; Income:Other -500', guessed: true, warning: /income category/ },
  { text: '上个月8号工资到账15000', date: '2026-10-08', postings: 'Assets:Bank:CMB 15000; Income:Salary -15000' },
  // gifts given are spending
  { text: '发红包200给妈妈', postings: 'Expenses:Gifts 200; Assets:WeChat -200', payee: '妈妈' },
  { text: '给妈妈发了个红包1000', postings: 'Expenses:Gifts 1000; Assets:WeChat -1000', payee: '妈妈' },
  // money someone gives me is income, from that person (not my spending, not a payee 我)
  { text: '朋友给我 200 红包 微信', postings: 'Assets:WeChat 200; Income:RedPacket -200', payee: '朋友', narration: '红包', guessed: false },
  { text: '妈妈给我 1000 红包', postings: 'Assets:WeChat 1000; Income:RedPacket -1000', payee: '妈妈', guessed: true, warning: /receiving account/ },
  { text: '同事给我转了 50 微信', postings: 'Assets:WeChat 50; Income:Other -50', payee: '同事', guessed: true, warning: /income category/ },
  // (老板 alone is a role, no payee, since session 36)
  { text: '老板给我发了 500 奖金 招行', postings: 'Assets:Bank:CMB 500; Income:Bonus -500', payee: null, narration: '老板给我发了 奖金', guessed: false },
  { text: '给我妈转了500 微信', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500', guessed: true },
  // refunds
  { text: '淘宝退款衣服200', postings: 'Expenses:Shopping:Clothing -200; Assets:Bank:CMB 200', payee: '淘宝' },
  { text: '打车退款12', postings: 'Expenses:Transport:Taxi -12; Assets:Alipay 12' },
  { text: '退款50到支付宝', postings: 'Expenses:Uncategorized -50; Assets:Alipay 50', guessed: true },
  { text: '星巴克退回38元', postings: 'Expenses:Food:Coffee -38; Liabilities:CreditCard:CMB 38', payee: '星巴克' },
  { text: '衣服退货退款299到花呗', postings: 'Expenses:Shopping:Clothing -299; Liabilities:Huabei 299', guessed: false },
  // transfers between own accounts
  { text: '从微信转300到招行卡', postings: 'Assets:WeChat -300; Assets:Bank:CMB 300', guessed: false },
  { text: '招行转支付宝1000', postings: 'Assets:Bank:CMB -1000; Assets:Alipay 1000', guessed: false },
  { text: '支付宝提现500', postings: 'Assets:Alipay -500; Assets:Bank:CMB 500', guessed: true },
  { text: '微信提现200到工行', postings: 'Assets:WeChat -200; Assets:Bank:ICBC 200', guessed: false },
  // a withdrawal with no wallet named was 1000 of spending; from the wallet spending is paid from
  { text: '提现 1000', postings: 'Assets:WeChat -1000; Assets:Bank:CMB 1000', guessed: true, warning: /no source account named; used Assets:WeChat/ },
  { text: '提现到招行 500', postings: 'Assets:WeChat -500; Assets:Bank:CMB 500', guessed: true },
  // the fee of a transfer is spending paid from its source, not more money moved (1001 arrived)
  { text: '微信提现 1000 手续费 1', postings: 'Assets:WeChat -1000; Assets:Bank:CMB 1000; Expenses:Uncategorized 1; Assets:WeChat -1', guessed: true, warning: /read 1 as the fee of the transfer, paid from Assets:WeChat/ },
  { text: '支付宝提现到招行 5000 手续费 5', postings: 'Assets:Alipay -5000; Assets:Bank:CMB 5000; Expenses:Uncategorized 5; Assets:Alipay -5', guessed: true },
  // a fee said as a rate of what was moved, to the cent (half-even)
  { text: '微信提现 1000 手续费 0.1%', postings: 'Assets:WeChat -1000; Assets:Bank:CMB 1000; Expenses:Uncategorized 1.00; Assets:WeChat -1.00', guessed: true, warning: /read 手续费0\.1% as a fee of 1\.00 \(of 1000\), paid from Assets:WeChat/ },
  { text: '支付宝提现到招行 2345.67 服务费0.1%', postings: 'Assets:Alipay -2345.67; Assets:Bank:CMB 2345.67; Expenses:Uncategorized 2.35; Assets:Alipay -2.35', guessed: true },
  { text: 'transfer 1000 from cmb to alipay fee 2', postings: 'Assets:Bank:CMB -1000; Assets:Alipay 1000; Expenses:Uncategorized 2; Assets:Bank:CMB -2', guessed: true },
  { text: '存入余额宝1000', postings: 'Assets:Bank:CMB -1000; Assets:Yuebao 1000', guessed: true },
  { text: '充值到余额宝2000', postings: 'Assets:Bank:CMB -2000; Assets:Yuebao 2000', guessed: true },
  { text: '用招行给微信充值500', postings: 'Assets:Bank:CMB -500; Assets:WeChat 500', guessed: false },
  { text: '微信充值100', postings: 'Assets:Bank:CMB -100; Assets:WeChat 100', guessed: true },
  { text: '从工行转5000到余额宝', postings: 'Assets:Bank:ICBC -5000; Assets:Yuebao 5000', guessed: false },
  // only where the money went named: a move from another account of mine, guessed (it was spending paid by 招行)
  { text: '转100到招行', postings: 'Assets:WeChat -100; Assets:Bank:CMB 100', guessed: true, warning: /^no source account named; used Assets:WeChat$/ },
  { text: '转账 500 到 工行', postings: 'Assets:Bank:CMB -500; Assets:Bank:ICBC 500', guessed: true, warning: /^no source account named; used Assets:Bank:CMB$/ },
  { text: '转 1000 进余额宝', postings: 'Assets:Bank:CMB -1000; Assets:Yuebao 1000', guessed: true, warning: /no source account named/ },
  // The card or 花呗 being paid off stays in the narration (还 alone says nothing); the paying account does not.
  { text: '招行信用卡还款3000', postings: 'Assets:Bank:CMB -3000; Liabilities:CreditCard:CMB 3000', narration: '招行信用卡还款', guessed: true },
  { text: '信用卡还款2000', postings: 'Assets:Bank:CMB -2000; Liabilities:CreditCard:CMB 2000', narration: '信用卡还款' },
  { text: '还信用卡3000', postings: 'Assets:Bank:CMB -3000; Liabilities:CreditCard:CMB 3000', narration: '还信用卡' },
  { text: '花呗还款800', postings: 'Assets:Bank:CMB -800; Liabilities:Huabei 800', narration: '花呗还款' },
  { text: '还花呗1200', postings: 'Assets:Bank:CMB -1200; Liabilities:Huabei 1200', narration: '还花呗' },
  { text: '用建行还招行信用卡5000', postings: 'Assets:Bank:CCB-建行 -5000; Liabilities:CreditCard:CMB 5000', guessed: false },
  { text: '用支付宝还花呗600', postings: 'Assets:Alipay -600; Liabilities:Huabei 600', narration: '还花呗', guessed: false },
  // top-ups of a service are spending
  { text: '话费充值50', postings: 'Expenses:Utilities:Phone 50; Assets:Alipay -50' },
  { text: '充值话费100 微信', postings: 'Expenses:Utilities:Phone 100; Assets:WeChat -100', guessed: false },
  { text: '公交卡充值50', postings: 'Expenses:Transport:Subway 50; Assets:WeChat -50' },
  { text: '饭卡充值200', postings: 'Expenses:Food:Dining 200; Assets:WeChat -200' },
  { text: '微信给公交卡充值100', postings: 'Expenses:Transport:Subway 100; Assets:WeChat -100', guessed: false },
  // paying a person
  { text: '转给小王200', postings: 'Expenses:Uncategorized 200; Assets:WeChat -200', payee: '小王', guessed: true },
  { text: '微信转了200给小王', postings: 'Expenses:Uncategorized 200; Assets:WeChat -200', payee: '小王' },
  // lending and being repaid
  { text: '借给小王500', postings: 'Assets:Receivables 500; Assets:WeChat -500', payee: '小王' },
  { text: '用招行卡借给同事小李2000', postings: 'Assets:Receivables 2000; Assets:Bank:CMB -2000', payee: '同事小李', guessed: false },
  { text: '小王还我500', postings: 'Assets:Receivables -500; Assets:Bank:CMB 500', payee: '小王' },
  { text: '小王还我500，存微信零钱', postings: 'Assets:Receivables -500; Assets:WeChat 500', payee: '小王', guessed: false },
  { text: '收到小王还的300', postings: 'Assets:Receivables -300; Assets:Bank:CMB 300', payee: '小王' },
  { text: '昨天小张还了我一千', date: '2026-11-20', postings: 'Assets:Receivables -1000; Assets:Bank:CMB 1000', payee: '小张' },
  // 小李还了 500 (no 我): 小李 paid me back; a card or 我 before 还了 is a repayment of mine.
  { text: '小李还了 500', postings: 'Assets:Receivables -500; Assets:Bank:CMB 500', payee: '小李', guessed: true },
  { text: '昨天 小李还了 500', date: '2026-11-20', postings: 'Assets:Receivables -500; Assets:Bank:CMB 500', payee: '小李', guessed: true },
  { text: '信用卡还了3000', postings: 'Assets:Bank:CMB -3000; Liabilities:CreditCard:CMB 3000', guessed: true },
  // an account of mine before 还了 (a bank, a wallet) is no person paying me back
  { text: '招行还了 3000', postings: 'Assets:Bank:CMB -3000; Liabilities:CreditCard:CMB 3000', payee: null, guessed: true, warning: /receiving account/ },
  { text: '支付宝还了 200', postings: 'Assets:Alipay -200; Liabilities:CreditCard:CMB 200', payee: null, guessed: true },
  // who gave me money: 同事转我, 妈妈给的红包 (not a payee 的); 给妈妈打了 pays 妈妈; 工资卡 is a card, not income
  { text: '从招行转我支付宝 500', postings: 'Assets:Bank:CMB -500; Assets:Alipay 500', payee: null, guessed: false },
  { text: '同事转我 30 午饭钱', postings: 'Assets:Bank:CMB 30; Income:Other -30', payee: '同事', guessed: true },
  { text: '收到妈妈给的红包 500', postings: 'Assets:WeChat 500; Income:RedPacket -500', payee: '妈妈', guessed: true },
  { text: '给妈妈打了2000生活费', postings: 'Expenses:Uncategorized 2000; Assets:WeChat -2000', payee: '妈妈', guessed: true },
  { text: '把工资卡里的钱转 1000 到余额宝', postings: 'Assets:Bank:CMB -1000; Assets:Yuebao 1000', guessed: false },
  // names that end in a numeral (张三, 李四, 王五) are names, and the digits after them the amount
  { text: '微信转账 500 给张三', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500', payee: '张三', guessed: true },
  { text: '张三给我转了500', postings: 'Assets:Bank:CMB 500; Income:Other -500', payee: '张三', guessed: true },
  { text: '借给李四 1000 支付宝', postings: 'Assets:Receivables 1000; Assets:Alipay -1000', payee: '李四', guessed: false },
  { text: '给张三500 微信', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500', payee: '张三', guessed: true },
  { text: '王五还我 200', postings: 'Assets:Receivables -200; Assets:Bank:CMB 200', payee: '王五', guessed: true },
  { text: '借给小王五百 支付宝', postings: 'Assets:Receivables 500; Assets:Alipay -500', payee: '小王', guessed: false },
  // 刷卡 pays by card (the credit card first); 云闪付 keeps its 付 when no account is it
  { text: '午饭 35 刷卡', postings: 'Expenses:Food:Dining 35; Liabilities:CreditCard:CMB -35', narration: '午饭', guessed: false },
  { text: '午饭 35 云闪付', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', narration: '午饭 云闪付', guessed: true },
  // English wallet and day words
  { text: 'uber 23.4 credit card', postings: 'Expenses:Transport:Taxi 23.4; Liabilities:CreditCard:CMB -23.4', guessed: false },
  { text: 'groceries 230 alipay yesterday', date: '2026-11-20', postings: 'Expenses:Food:Groceries 230; Assets:Alipay -230', narration: 'groceries', guessed: false },
  { text: 'coffee 5 wechat the day before yesterday', date: '2026-11-19', postings: 'Expenses:Food:Coffee 5; Assets:WeChat -5', narration: 'coffee', guessed: false },
  // English words for money in and for common categories
  { text: 'salary 5000 招行', postings: 'Assets:Bank:CMB 5000; Income:Salary -5000', guessed: false },
  { text: 'refund 20 支付宝', postings: 'Expenses:Uncategorized -20; Assets:Alipay 20', guessed: true },
  { text: 'uber 18 wechat', postings: 'Expenses:Transport:Taxi 18; Assets:WeChat -18', guessed: false },
  // 存 with the amount before where it goes is a cash deposit (it was spending paid from the bank)
  { text: '存 5000 到 招行', postings: 'Assets:Cash -5000; Assets:Bank:CMB 5000', guessed: false },
  { text: '存了3000进工行', postings: 'Assets:Cash -3000; Assets:Bank:ICBC 3000', guessed: false },
  // an investment redeemed is money coming in (it was spending paid from the bank); between two accounts when both are named
  { text: '理财赎回 10000 到招行', postings: 'Assets:Bank:CMB 10000; Income:Other -10000', guessed: true, warning: /^no income category matched; used Income:Other$/ },
  { text: '余额宝赎回 2000 到招行', postings: 'Assets:Yuebao -2000; Assets:Bank:CMB 2000', guessed: false },
  // a purchase to be reimbursed is spending, not the reimbursement received (it was 98 of income)
  { text: '打车去机场 98 报销 支付宝', postings: 'Expenses:Transport:Taxi 98; Assets:Alipay -98', guessed: true, warning: /^to be reimbursed, but no reimbursable account is open: booked as spending$/ },
  { text: '报销到账 98 招行', postings: 'Assets:Bank:CMB 98; Income:Other -98', guessed: true },
  // English transfers and shared bills (a transfer was spending; split 4 ways added 4 of spending)
  { text: 'transfer 1000 from cmb to alipay', postings: 'Assets:Bank:CMB -1000; Assets:Alipay 1000', guessed: false },
  { text: 'top up alipay 500 from cmb', postings: 'Assets:Bank:CMB -500; Assets:Alipay 500', guessed: false },
  { text: 'dinner 240 split 4 ways paid by me wechat', postings: 'Expenses:Food:Dining 60; Assets:Receivables 180; Assets:WeChat -240', guessed: true, warning: /my share 60 of 240 split 4 ways/ },
  { text: 'dinner 240 split between 3 wechat', postings: 'Expenses:Food:Dining 80; Assets:WeChat -80', guessed: true },
  // English loans (paid me back was spending)
  { text: 'lent 500 to xiaowang wechat', postings: 'Assets:WeChat -500; Assets:Receivables 500', payee: 'xiaowang', guessed: false },
  { text: 'xiaowang paid me back 500 wechat', postings: 'Assets:WeChat 500; Assets:Receivables -500', payee: 'xiaowang', guessed: false },
  // (my debt to tom paid back, as 还小王 50 is: it was spending at the catch-all)
  { text: 'I paid 50 back to tom wechat', postings: 'Liabilities:Payables 50; Assets:WeChat -50', payee: 'tom', guessed: false },
  { text: 'borrowed 300 from tom wechat', postings: 'Assets:WeChat 300; Liabilities:Payables -300', payee: 'tom', guessed: false },
  // money got from someone, or received, comes in (it was booked as spending)
  { text: 'got 200 from mom wechat', postings: 'Assets:WeChat 200; Income:Other -200', guessed: true },
  { text: 'received 500 alipay', postings: 'Assets:Alipay 500; Income:Other -500', guessed: true },
  { text: 'got a haircut 30 from tony wechat', postings: 'Expenses:Uncategorized 30; Assets:WeChat -30', guessed: true },
  // deductions from an income (扣税, 个税, 社保) are spending taken off it; 到账 says the amount is what arrived
  { text: '工资到账 12000 工行 扣税 1500', postings: 'Assets:Bank:ICBC 12000; Income:Salary -13500; Expenses:Uncategorized 1500', guessed: true, warning: /^read 扣税 1500 as taken off the income: 13500 earned, 12000 received$/m },
  { text: '工资 13500，个税 1200，社保 800 工行', postings: 'Assets:Bank:ICBC 11500; Income:Salary -13500; Expenses:Uncategorized 1200; Expenses:Uncategorized 800', guessed: true, warning: /^read 个税 1200, 社保 800 as taken off the income: 13500 earned, 11500 received$/m },
  // an income said before and after what was taken off (税后, 到手): the difference is spending
  { text: '工资 13500 税后 12000 工行', postings: 'Assets:Bank:ICBC 12000; Income:Salary -13500; Expenses:Uncategorized 1500', guessed: true, warning: /^read 13500 as earned and 12000 as received: 1500 taken off$/m },
  { text: '工资 12000 奖金 3000 工行', postings: 'Assets:Bank:ICBC 15000; Income:Salary -12000; Income:Bonus -3000', guessed: false },
  // AA with one person named is split in two; with no head count, all of it is booked and warned
  { text: '和小王AA 晚饭 120 微信', postings: 'Expenses:Food:Dining 60; Assets:WeChat -60', guessed: true, warning: /^shared bill: booked my share 60 of 120 split 2 ways/m },
  { text: '和朋友AA 晚饭 120 微信', postings: 'Expenses:Food:Dining 120; Assets:WeChat -120', guessed: true, warning: /^split \(AA\) said without how many people share it: booked all 120$/m },
  // paying for someone else (帮小王垫付) is a loan to them; paying a wage to someone (发工资给阿姨) is spending
  { text: '帮小王垫付 300 午饭 微信', postings: 'Assets:Receivables 300; Assets:WeChat -300', payee: '小王', guessed: false },
  { text: '替同事代付 打车 40 微信', postings: 'Assets:Receivables 40; Assets:WeChat -40', payee: '同事', guessed: false },
  { text: '发工资给阿姨 3000 微信', postings: 'Expenses:Uncategorized 3000; Assets:WeChat -3000', payee: '阿姨', guessed: true },
  // 收到 a thing (快递, 账单, 外卖) is no money in; 退货运费 is a cost, not a refund; 到付 keeps its 付
  { text: '收到快递 运费 12 微信', postings: 'Expenses:Uncategorized 12; Assets:WeChat -12', guessed: true },
  { text: '收到账单 电费 230 支付宝', postings: 'Expenses:Utilities:Electricity 230; Assets:Alipay -230', guessed: false },
  { text: '收到外卖 45 微信', postings: 'Expenses:Food:Dining 45; Assets:WeChat -45', guessed: false },
  { text: '退货运费 12 微信', postings: 'Expenses:Uncategorized 12; Assets:WeChat -12', guessed: true },
  { text: '快递到付 15 微信', postings: 'Expenses:Uncategorized 15; Assets:WeChat -15', narration: '快递到付', guessed: true },
  // 存钱 到余额宝 moves money in (it was spending out of 余额宝); ATM取了 is a cash withdrawal
  { text: '存钱 1000 到余额宝', postings: 'Assets:Bank:CMB -1000; Assets:Yuebao 1000', guessed: true, warning: /^no source account named; used Assets:Bank:CMB$/m },
  { text: 'ATM取了 500 招行', postings: 'Assets:Bank:CMB -500; Assets:Cash 500', guessed: false },
  // 给X充 is for X (no payee 手机充了); 给房东交房租 pays 房东
  { text: '给手机充了100话费 支付宝', postings: 'Expenses:Utilities:Phone 100; Assets:Alipay -100', payee: null, guessed: false },
  { text: '给房东交房租 3000 招行', postings: 'Expenses:Housing:Rent 3000; Assets:Bank:CMB -3000', payee: '房东', guessed: false },
  // 1.5小时 is a duration, not January 5
  { text: '1.5小时 停车 10 支付宝', postings: 'Expenses:Uncategorized 10; Assets:Alipay -10', guessed: true, warning: /names only Expenses:Transport, which is not open; Expenses:Transport:Taxi under it is another category\); used Expenses:Uncategorized/ },
  // 提取 takes money out of a fund: money in, or a transfer when the fund is an account
  { text: '公积金提取 5000 到工行', postings: 'Assets:Bank:ICBC 5000; Income:Other -5000', guessed: true, warning: /^no income category matched/m },
  // a tax refund is money in, to an income account (it was a negative Expenses:Uncategorized)
  { text: '退税 320 到招行', postings: 'Income:Other -320; Assets:Bank:CMB 320', guessed: true, warning: /^no income category matched/m },
  // Paying a person back (no account of theirs is open): the generic payable, never the credit card.
  { text: '还小王500', postings: 'Liabilities:Payables 500; Assets:WeChat -500', payee: '小王', narration: '还小王', guessed: true },
  // money sent to someone to pay them back was spending (Uncategorized)
  { text: '给小王转 500 还钱', postings: 'Liabilities:Payables 500; Assets:WeChat -500', payee: '小王', guessed: true },
  { text: '转给小李 200 还他钱', postings: 'Liabilities:Payables 200; Assets:WeChat -200', payee: '小李', guessed: true },
  // without a word of paying back it stays money given
  { text: '给小王转 500', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500', guessed: true },
  { text: '还了小王500块', postings: 'Liabilities:Payables 500; Assets:WeChat -500', payee: '小王', guessed: true },
  { text: '还钱给小王 300 微信', postings: 'Liabilities:Payables 300; Assets:WeChat -300', payee: '小王', narration: '还钱给小王', guessed: false },
  { text: '还给老张2000 用招行', postings: 'Liabilities:Payables 2000; Assets:Bank:CMB -2000', payee: '老张', guessed: false },
  // The person before 借(给)我 lent to me: a debt, not spending (and not a loan to "我"), on the
  // generic payable: never on the credit card (that was the answer before Liabilities:Payables).
  { text: '小王借我200', postings: 'Assets:Bank:CMB 200; Liabilities:Payables -200', payee: '小王', guessed: true, warning: /^no receiving account named; used Assets:Bank:CMB \(most used in history\)$/ },
  { text: '小王借给我200 微信', postings: 'Assets:WeChat 200; Liabilities:Payables -200', payee: '小王', guessed: false },
  // 借了我: the person is who lent (it was 我, written as the payee), and the other reading is warned of
  { text: '小李借了我 500 微信', postings: 'Assets:WeChat 500; Liabilities:Payables -500', payee: '小李', guessed: true, warning: /^借了我 is also said of borrowing from me; read as lent to me$/ },
  // 借了小王 is also said of lending to 小王: the reading taken is warned (session 39 QA)
  { text: '我借了小王 300 微信', postings: 'Assets:WeChat 300; Liabilities:Payables -300', payee: '小王', guessed: true, warning: /^read 借了小王 as borrowed from 小王 \(向小王借\); if you lent it to 小王, say 借给小王$/ },
  // what others give back after I paid is my spending paid back, not income on top of it (it was 500 of income)
  { text: '请同事吃饭 花了 300 微信 他们转我 200', postings: 'Expenses:Food:Dining 300; Assets:WeChat -300; Assets:WeChat 200; Expenses:Food:Dining -200', payee: null, narration: '请同事吃饭', guessed: true, warning: /^read 200 as paid back of the 300 spent: 100 was mine$/ },
  { text: '聚餐 付了 400，小李给我转了 100 支付宝', postings: 'Expenses:Food:Dining 400; Assets:Alipay -400; Assets:Alipay 100; Expenses:Food:Dining -100', payee: '小李', guessed: true },
  { text: '给妈妈送了 200 微信', postings: 'Expenses:Uncategorized 200; Assets:WeChat -200', payee: '妈妈', guessed: true },
  // 帮同事付了 is paying for someone who owes it back, as 帮小王垫付 is (it was my own lunch)
  { text: '我帮同事付了 午饭 30 微信', postings: 'Assets:WeChat -30; Assets:Receivables 30', payee: '同事', guessed: false },
  { text: '帮忙付了 30 微信', postings: 'Expenses:Uncategorized 30; Assets:WeChat -30', payee: null, guessed: true },
  // a pronoun is no payee
  { text: '他转我 200 微信', postings: 'Assets:WeChat 200; Income:Other -200', payee: null, narration: '转账', guessed: true },
  { text: '向小张借了1000', postings: 'Assets:Bank:CMB 1000; Liabilities:Payables -1000', payee: '小张', guessed: true, warning: /receiving account/ },
  // dates
  { text: '周三 午饭 30', date: '2026-11-18', postings: 'Expenses:Food:Dining 30; Assets:WeChat -30' },
  { text: '周六 午饭 30', date: '2026-11-21', postings: 'Expenses:Food:Dining 30; Assets:WeChat -30' },
  { text: '大前天晚饭60', date: '2026-11-18', postings: 'Expenses:Food:Dining 60; Assets:WeChat -60' },
  { text: '三天前买药80', date: '2026-11-18', postings: 'Expenses:Health:Medical 80; Assets:WeChat -80' },
  { text: '12月25日 买礼物 300', date: '2025-12-25', postings: 'Expenses:Gifts 300; Assets:WeChat -300' },
  { text: '2025年12月31日 跨年聚餐 480', date: '2025-12-31', postings: 'Expenses:Food:Dining 480; Assets:WeChat -480' },
  { text: '2026-10-20 房租 4500', date: '2026-10-20', postings: 'Expenses:Housing:Rent 4500; Assets:Bank:CMB -4500' },
  { text: '10/9 打车 30', date: '2026-10-09', postings: 'Expenses:Transport:Taxi 30; Assets:Alipay -30' },
  { text: '十月二十号 电费 150', date: '2026-10-20', postings: 'Expenses:Utilities:Electricity 150; Assets:WeChat -150' },
  { text: '2027-01-05 房租 4500', date: '2027-01-05', postings: 'Expenses:Housing:Rent 4500; Assets:Bank:CMB -4500', guessed: true, warning: /future/ },
  { text: '明天交房租4500 招行', date: '2026-11-22', postings: 'Expenses:Housing:Rent 4500; Assets:Bank:CMB -4500', guessed: true, warning: /future/ },
  // a month or a week without a day: its first day, with a warning; the phrase is not narration
  { text: '上个月 买书 59', date: '2026-10-01', postings: 'Expenses:Shopping:Books 59; Assets:WeChat -59', narration: '买书', guessed: true, warning: /day not said/ },
  { text: '去年12月 房租 3500', date: '2025-12-01', postings: 'Expenses:Housing:Rent 3500; Assets:Bank:CMB -3500', narration: '房租', guessed: true, warning: /day not said/ },
  { text: '今年1月 房租 3500', date: '2026-01-01', postings: 'Expenses:Housing:Rent 3500; Assets:Bank:CMB -3500', narration: '房租', guessed: true, warning: /day not said/ },
  { text: '月初 房租 3500', date: '2026-11-01', postings: 'Expenses:Housing:Rent 3500; Assets:Bank:CMB -3500', narration: '房租', guessed: true, warning: /day not said/ },
  { text: '上周 买书 59', date: '2026-11-09', postings: 'Expenses:Shopping:Books 59; Assets:WeChat -59', narration: '买书', guessed: true, warning: /day not said/ },
  { text: '双十一淘宝买衣服399', date: '2026-11-11', postings: 'Expenses:Shopping:Clothing 399; Assets:WeChat -399', payee: '淘宝', narration: '买衣服' },
  // an account opened later than the date is not used: Snacks opens 2026-06-01
  { text: '2026-05-01 零食 20 微信', date: '2026-05-01', postings: 'Expenses:Uncategorized 20; Assets:WeChat -20', guessed: true, warning: /names only Expenses:Food, which is not open; Expenses:Food:Dining under it is another category\); used Expenses:Uncategorized/ },
  { text: '2026-07-01 零食 20 微信', date: '2026-07-01', postings: 'Expenses:Food:Snacks 20; Assets:WeChat -20', guessed: false },
];

/** Category words of the lexicon and aliases, with the fixture account each must reach. */
export const CATEGORY_WORDS: readonly (readonly [string, string])[] = [
  ['早餐', 'Expenses:Food:Breakfast'], ['早饭', 'Expenses:Food:Breakfast'], ['午饭', 'Expenses:Food:Dining'], ['晚饭', 'Expenses:Food:Dining'],
  ['外卖', 'Expenses:Food:Dining'], ['火锅', 'Expenses:Food:Dining'], ['咖啡', 'Expenses:Food:Coffee'], ['拿铁', 'Expenses:Food:Coffee'],
  ['买菜', 'Expenses:Food:Groceries'], ['水果', 'Expenses:Food:Groceries'], ['超市', 'Expenses:Food:Groceries'], ['打车', 'Expenses:Transport:Taxi'],
  ['地铁', 'Expenses:Transport:Subway'], ['公交', 'Expenses:Transport:Subway'], ['加油', 'Expenses:Transport:Fuel'], ['房租', 'Expenses:Housing:Rent'],
  ['电费', 'Expenses:Utilities:Electricity'], ['水费', 'Expenses:Utilities:Water'], ['网费', 'Expenses:Utilities:Internet'], ['宽带', 'Expenses:Utilities:Internet'],
  ['话费', 'Expenses:Utilities:Phone'], ['衣服', 'Expenses:Shopping:Clothing'], ['买书', 'Expenses:Shopping:Books'], ['医院', 'Expenses:Health:Medical'],
  ['买药', 'Expenses:Health:Medical'], ['酒店', 'Expenses:Travel:Hotel'], ['猫粮', 'Expenses:Pets'], ['礼金', 'Expenses:Gifts'], ['零食', 'Expenses:Food:Snacks'],
  ['压岁钱', 'Expenses:Gifts'], ['随礼', 'Expenses:Gifts'],
];

/** Ways to say an amount, with its value. */
export const AMOUNT_FORMS: readonly (readonly [string, string])[] = [
  ['35', '35'], ['35元', '35'], ['三十五块五', '35.5'], ['¥12.5', '12.5'], ['１２．５元', '12.5'], ['两百五', '250'], ['九块九', '9.9'],
  ['1,234.50元', '1234.50'], ['五毛', '0.5'], ['两百零八块', '208'], ['十二块五', '12.5'], ['一块二毛五', '1.25'], ['128.8块钱', '128.8'],
];

/** Ways to name the paying account, with the account. */
export const FUNDING_FORMS: readonly (readonly [string, string])[] = [
  ['用支付宝', 'Assets:Alipay'], ['微信付的', 'Assets:WeChat'], ['招行卡', 'Assets:Bank:CMB'], ['花呗', 'Liabilities:Huabei'],
  ['招行信用卡', 'Liabilities:CreditCard:CMB'], ['建行', 'Assets:Bank:CCB-建行'], ['现金', 'Assets:Cash'], ['工商银行', 'Assets:Bank:ICBC'],
];

/** Date words put before a sentence, with the date they mean on REFERENCE_DATE. */
export const DATE_FORMS: readonly (readonly [string, string])[] = [
  ['今天', '2026-11-21'], ['今早', '2026-11-21'], ['今晚', '2026-11-21'], ['今儿', '2026-11-21'], ['昨天', '2026-11-20'], ['昨晚', '2026-11-20'],
  ['昨儿', '2026-11-20'], ['前天', '2026-11-19'], ['大前天', '2026-11-18'], ['三天前', '2026-11-18'], ['周三', '2026-11-18'], ['星期三', '2026-11-18'],
  ['礼拜三', '2026-11-18'], ['上周二', '2026-11-10'], ['上个月8号', '2026-10-08'], ['10月12号', '2026-10-12'], ['6月1日', '2026-06-01'],
  ['2025年12月31日', '2025-12-31'], ['2026-10-20', '2026-10-20'], ['10/9', '2026-10-09'], ['十月二十号', '2026-10-20'], ['10号', '2026-11-10'],
  ['周日', '2026-11-15'], ['上星期五', '2026-11-13'], ['12月1日', '2025-12-01'],
];
