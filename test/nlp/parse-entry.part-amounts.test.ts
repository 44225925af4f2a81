// Recheck QA of session 36: wrong money with no warning. 还老陈 3000 其中 1000 微信 (3000, of which
// 1000 by WeChat) booked 4000 from WeChat: the part was added as one more item. Now a part said
// after 其中, 包括, 含 is no more money: the whole is booked, warned of what the parts leave unsaid.
// 卖出龙井 2斤 每斤340 优惠20 收款660 booked 1360 (680, 20 and 660 as three sales), and 抹零20 700:
// now money off (优惠, 减, 抹零, 便宜, 折扣) comes off price × quantity, and a total said after it wins,
// checked against it.
import { readFileSync } from 'node:fs';
import { checkedSuite } from './checked-suite.ts';
import { shopLedger } from './shop-ledger.ts';

const SAID_ON = '2026-11-10';
const FIXTURE = readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8');

checkedSuite('a part of an amount, said after 其中', FIXTURE, [
  { text: '还老陈 3000 其中 1000 微信', postings: 'Assets:WeChat -3000; Liabilities:Payables 3000', warning: /^read 1000 after 其中 as part of 3000, not more money: booked 3000 \(where the other 2000 came from was not said\)$/m },
  { text: '还信用卡 2000 其中 500 支付宝', postings: 'Assets:Alipay -2000; Liabilities:CreditCard:CMB 2000', warning: /^read 500 after 其中 as part of 2000.*the other 1500/m },
  { text: '小王还我 500 其中 200 现金', postings: 'Assets:Cash 500; Assets:Receivables -500', warning: /^read 200 after 其中 as part of 500/m },
  { text: '房租 3000 其中 1000 支付宝', postings: 'Expenses:Housing:Rent 3000; Assets:Alipay -3000', warning: /^read 1000 after 其中 as part of 3000/m },
  { text: '午饭 35 含 10 微信', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', warning: /^read 10 after 含 as part of 35/m },
  // (包括 is no 包 of things counted: 3000 包 was a count of packs and the 3000 was lost)
  { text: '房租 3000 包括 1000 支付宝', postings: 'Expenses:Housing:Rent 3000; Assets:Alipay -3000', warning: /^read 1000 after 包括 as part of 3000/m },
  { text: '房租 3000 包括物业费 支付宝', postings: 'Expenses:Housing:Rent 3000; Assets:Alipay -3000' },
  // a "part" larger than the whole is no part of it: kept as said
  { text: '午饭 35 其中 50 微信', postings: 'Expenses:Food:Dining 35; Expenses:Uncategorized 50; Assets:WeChat -85' },
], SAID_ON);

// Session 37: a part said with words of its own after 包括/其中 (午饭 35 包括 饮料 10, 午饭 35 其中饮料 10)
// was one more item: 45 booked. Now the total is 35: the part on its own category when its words
// name one, else left in the one spending; warned either way.
checkedSuite('a part of a spending said with words of its own', FIXTURE, [
  { text: '午饭 35 包括 饮料 10', postings: 'Expenses:Food:Dining 25; Expenses:Food:Snacks 10; Assets:WeChat -35', warning: /^read 10 \(饮料\) after 包括 as part of 35: booked on its own, 25 left as said before it$/m },
  { text: '午饭 35 其中饮料 10 微信', postings: 'Expenses:Food:Dining 25; Expenses:Food:Snacks 10; Assets:WeChat -35', warning: /^read 10 \(饮料\) after 其中 as part of 35/m },
  { text: '晚饭 200 其中 打车 30 微信', postings: 'Expenses:Food:Dining 170; Expenses:Transport:Taxi 30; Assets:WeChat -200', warning: /read 30 \(打车\) after 其中 as part of 200/ },
  // words that name no category: left in the one spending
  { text: '午饭 35 包括 小费 10 微信', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', warning: /^read 10 \(小费\) after 包括 as part of 35, not more money: booked 35 as one \(小费 names no category of its own\)$/m },
  // (a wallet said for the part: 4000 was paid)
  { text: '还老陈 3000 其中 微信 1000', postings: 'Assets:WeChat -3000; Liabilities:Payables 3000', warning: /read 1000 \(微信\) after 其中 as part of 3000, not more money/ },
  // as they were
  { text: '午饭 35，饮料 10 微信', postings: 'Expenses:Food:Dining 35; Expenses:Food:Snacks 10; Assets:WeChat -45' },
], SAID_ON);

checkedSuite('parseEntry in a shop: a part said after 包括 is no more money', shopLedger({ payees: [] }), [
  { text: '午饭 35 包括 饮料 10', postings: 'Expenses:Packaging 35; Assets:Alipay -35', warning: /read 10 \(饮料\) after 包括 as part of 35, not more money: booked 35 as one/ },
  { text: '午饭 35 其中饮料 10', postings: 'Expenses:Packaging 35; Assets:Alipay -35', warning: /read 10 \(饮料\) after 其中 as part of 35/ },
], SAID_ON);

checkedSuite('money off a price per unit and its quantity', FIXTURE, [
  { text: '卖出龙井 2斤 每斤340 优惠20 收款660 支付宝', postings: 'Assets:Alipay 660; Income:Other -660', warning: /^read 660 as the total: 340 × 2 斤 = 680, 优惠20: 680 - 20 = 660$/m },
  { text: '卖出龙井 2斤 每斤340 抹零20 支付宝', postings: 'Assets:Alipay 660; Income:Other -660', warning: /^read 每斤340 as the price of one 斤: 340 × 2 斤 = 680, 抹零20: 680 - 20 = 660$/m },
  { text: '卖出龙井 2斤 每斤340 减 20 支付宝', postings: 'Assets:Alipay 660; Income:Other -660', warning: /680 - 20 = 660$/m },
  { text: '卖出龙井 2斤 每斤340 优惠20 实收650 支付宝', postings: 'Assets:Alipay 650; Income:Other -650', warning: /^the total said, 650, is not 340 × 2 斤 = 680, 优惠20: 680 - 20 = 660: booked 650/m },
  { text: '包装盒 2块一个 50个 便宜了10 支付宝', postings: 'Expenses:Uncategorized 90; Assets:Alipay -90', warning: /100 - 10 = 90$/m },
], SAID_ON);
