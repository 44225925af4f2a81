// QA of session 41 (a Chinese retail investor), findings 1, 3 and 7: a reverse repo (国债逆回购) on an
// account of its own beside the broker's cash. 国债逆回购 100000 证券账户 was 100000 of spending paid
// by the repo (the repo negative, the cash untouched); 国债逆回购 10万 收益 28 was income of 100028
// (the principal as salary); 逆回购到期 100028 was spending from the repo. Buying one moves the cash
// into the repo, a matured one moves it back; the principal said with the interest it earned is
// no money moved now: the interest alone is booked, warned.
import { checkedSuite } from './checked-suite.ts';
import { INVESTOR } from './investor-ledger.ts';

checkedSuite('a reverse repo bought, matured, and its interest', INVESTOR, [
  { text: '国债逆回购 100000 证券账户', postings: 'Assets:Broker:Huatai:ReverseRepo 100000; Assets:Broker:Huatai:Cash -100000', guessed: false },
  { text: '买入逆回购 10万', postings: 'Assets:Broker:Huatai:ReverseRepo 100000; Assets:Broker:Huatai:Cash -100000', warning: /^no account named for the cash; used Assets:Broker:Huatai:Cash, the broker's cash beside Assets:Broker:Huatai:ReverseRepo$/ },
  { text: '国债逆回购 10万 收益 28', postings: 'Assets:Broker:Huatai:ReverseRepo 28; Income:Investing:Interest -28', warning: /^read 10万 as the reverse repo's principal, not booked: booked the 28 it earned/ },
  // the repo holds the 100000 lent on 2025-03-06 and its 28 of interest
  { text: '逆回购到期 100028', postings: 'Assets:Broker:Huatai:ReverseRepo -100028; Assets:Broker:Huatai:Cash 100028', warning: /^no account named for the cash; used Assets:Broker:Huatai:Cash/ },
  { text: '逆回购到期 100028 到证券账户', postings: 'Assets:Broker:Huatai:ReverseRepo -100028; Assets:Broker:Huatai:Cash 100028', guessed: false },
  // before it was lent, nothing was there to mature
  { text: '3月1日 逆回购到期 100028', date: '2025-03-01', postings: 'Assets:Broker:Huatai:ReverseRepo -100028; Assets:Broker:Huatai:Cash 100028', warning: /Assets:Broker:Huatai:ReverseRepo holds 0 CNY on 2025-03-01, less than 100028/ },
  // as before: the interest alone
  { text: '逆回购利息 28', postings: 'Assets:Broker:Huatai:ReverseRepo 28; Income:Investing:Interest -28', guessed: false },
  { text: '国债逆回购收益 28 元', postings: 'Assets:Broker:Huatai:ReverseRepo 28; Income:Investing:Interest -28', guessed: false },
], '2025-03-10');
