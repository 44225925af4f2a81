// QA of session 31: a Hong Kong and Taiwan tester's sentences, in Traditional characters and in
// Cantonese, on a HKD ledger with HK, TW and MO accounts whose names and aliases are partly
// Traditional. The parser's words were Simplified only: 兩, 萬, 號, 禮拜, 還, 轉, 從, 電 matched
// nothing, so amounts, dates, directions and categories were lost, mostly without a warning.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-27';

const LEDGER = `option "operating_currency" "HKD"
1980-01-01 commodity HKD
1980-01-01 commodity TWD
1980-01-01 commodity MOP
1980-01-01 commodity CNY
1980-01-01 commodity USD

2026-01-01 open Assets:HK:Octopus HKD
  alias: "八達通,Octopus"
2026-01-01 open Assets:HK:PayMe HKD
  alias: "PayMe,payme"
2026-01-01 open Assets:HK:Bank:HSBC HKD,USD,CNY
  alias: "滙豐,匯豐,HSBC,轉數快,FPS"
2026-01-01 open Assets:HK:Bank:BOC HKD,CNY
  alias: "中銀,BOCHK"
2026-01-01 open Assets:HK:AlipayHK HKD
  alias: "AlipayHK,支付寶HK"
2026-01-01 open Assets:HK:Cash HKD
  alias: "現金,cash"
2026-01-01 open Assets:CN:WeChat CNY
  alias: "微信,WeChat"
2026-01-01 open Assets:MO:Cash MOP
  alias: "澳門現金,葡幣"
2026-01-01 open Liabilities:HK:CreditCard:HSBC HKD
  alias: "滙豐信用卡,滙豐卡"
2026-01-01 open Liabilities:HK:CreditCard:HangSeng HKD
  alias: "恒生,恒生卡"
2026-01-01 open Assets:TW:EasyCard TWD
  alias: "悠遊卡,EasyCard"
2026-01-01 open Assets:TW:JKOPay TWD
  alias: "街口,JKO"
2026-01-01 open Assets:TW:Cash TWD
  alias: "台幣現金"
2026-01-01 open Liabilities:TW:CreditCard:Taishin TWD
  alias: "台新,台新卡"
2026-01-01 open Assets:Receivables HKD,TWD
  alias: "應收"
2026-01-01 open Liabilities:Payables HKD,TWD
2026-01-01 open Equity:Opening-Balances
2026-01-01 open Income:Salary HKD
  alias: "人工,薪水"
2026-01-01 open Income:Uncategorized
2026-01-01 open Expenses:Food:Dining
  alias: "飲茶,食飯,lunch,晚飯"
2026-01-01 open Expenses:Food:Groceries
  alias: "買餸,街市,超市,全聯"
2026-01-01 open Expenses:Food:Drinks
  alias: "咖啡,奶茶"
2026-01-01 open Expenses:Transport
  alias: "的士,港鐵,巴士,小巴,計程車"
2026-01-01 open Expenses:Housing:Utilities
  alias: "電費,水費"
2026-01-01 open Expenses:Housing:Rent
  alias: "交租,房租"
2026-01-01 open Expenses:Education
  alias: "學費"
2026-01-01 open Expenses:Shopping
  alias: "衫,買衫,鞋,衣服"
2026-01-01 open Expenses:Uncategorized

2026-11-20 * "搭的士"
  Expenses:Transport  68 HKD
  Assets:HK:Octopus  -68 HKD
`;

checkedSuite('a Hong Kong and Taiwan ledger, Traditional characters', LEDGER, [
  // Traditional words read as their Simplified forms, the narration kept as said
  { text: '交電費 420 轉數快', postings: 'Expenses:Housing:Utilities 420 HKD; Assets:HK:Bank:HSBC -420 HKD', narration: '交電費', guessed: false },
  { text: '上個禮拜六 睇戲 180 payme', date: '2026-11-21', postings: 'Expenses:Uncategorized 180 HKD; Assets:HK:PayMe -180 HKD', narration: '睇戲' },
  { text: '禮拜日 飲茶 460 滙豐卡', date: '2026-11-22', postings: 'Expenses:Food:Dining 460 HKD; Liabilities:HK:CreditCard:HSBC -460 HKD', narration: '飲茶', guessed: false },
  { text: '上個月 電費 1,350 元 台新', date: '2026-10-01', postings: 'Expenses:Housing:Utilities 1350 TWD; Liabilities:TW:CreditCard:Taishin -1350 TWD' },
  { text: '週日 晚飯 500 恒生', date: '2026-11-22', postings: 'Expenses:Food:Dining 500 HKD; Liabilities:HK:CreditCard:HangSeng -500 HKD', guessed: false },
  { text: '上週五 買衫 650 恒生', date: '2026-11-20', postings: 'Expenses:Shopping 650 HKD; Liabilities:HK:CreditCard:HangSeng -650 HKD', guessed: false },
  // numerals: 兩, 萬, 塊 (it was 1000 of 一千兩百, 422 for 兩萬五, 兩千塊)
  { text: '一千兩百元 買鞋 台新', postings: 'Expenses:Shopping 1200 TWD; Liabilities:TW:CreditCard:Taishin -1200 TWD', narration: '買鞋' },
  { text: '兩萬五 交學費 中銀', postings: 'Expenses:Education 25000 HKD; Assets:HK:Bank:BOC -25000 HKD', narration: '交學費' },
  { text: '兩千塊 衣服 台新', postings: 'Expenses:Shopping 2000 TWD; Liabilities:TW:CreditCard:Taishin -2000 TWD' },
  // directions: 還 (a repayment), 從…轉…到 (a transfer)
  { text: '還滙豐信用卡 8000 轉數快', postings: 'Liabilities:HK:CreditCard:HSBC 8000 HKD; Assets:HK:Bank:HSBC -8000 HKD', guessed: false },
  { text: '從滙豐轉 3000 到中銀', postings: 'Assets:HK:Bank:BOC 3000 HKD; Assets:HK:Bank:HSBC -3000 HKD', guessed: false },
  // an alias written in Traditional matches the Simplified spelling too, and the other way round
  { text: '汇丰卡 交租 15000', postings: 'Expenses:Housing:Rent 15000 HKD; Liabilities:HK:CreditCard:HSBC -15000 HKD', guessed: false },
  { text: '11月3號 交租 15000 匯豐', date: '2026-11-03', postings: 'Expenses:Housing:Rent 15000 HKD; Assets:HK:Bank:HSBC -15000 HKD', narration: '交租', guessed: false },
  // Cantonese numerals: 廿 and 卅 are 20 and 30, 百五 and 千二 150 and 1200 (卅五蚊 was 5, the others no amount)
  { text: '咖啡 卅五蚊 payme', postings: 'Expenses:Food:Drinks 35 HKD; Assets:HK:PayMe -35 HKD', narration: '咖啡' },
  { text: '搭小巴 廿蚊 八達通', postings: 'Expenses:Transport 20 HKD; Assets:HK:Octopus -20 HKD' },
  { text: '百五蚊 食飯 payme', postings: 'Expenses:Food:Dining 150 HKD; Assets:HK:PayMe -150 HKD', narration: '食飯' },
  { text: '買鞋 千二 恒生', postings: 'Expenses:Shopping 1200 HKD; Liabilities:HK:CreditCard:HangSeng -1200 HKD', narration: '買鞋', guessed: false },
  { text: '交租 一萬二 轉數快', postings: 'Expenses:Housing:Rent 12000 HKD; Assets:HK:Bank:HSBC -12000 HKD', guessed: false },
  { text: '花了 HK$1.5萬 買電腦 滙豐卡', postings: 'Expenses:Shopping 15000 HKD; Liabilities:HK:CreditCard:HSBC -15000 HKD', guessed: false },
  { text: '飲茶 230 payme AA 4個人', postings: 'Expenses:Food:Dining 57.5 HKD; Assets:HK:PayMe -57.5 HKD', warning: /^shared bill: booked my share 57.5 of 230 split 4 ways/m },
  // dates: 廿X號 and 卅X號 are days of the month (not lunar), N日前 N days ago (not the Nth), 月尾 and 月頭
  { text: '廿五號 交電費 500 轉數快', date: '2026-11-25', postings: 'Expenses:Housing:Utilities 500 HKD; Assets:HK:Bank:HSBC -500 HKD', narration: '交電費', guessed: false },
  { text: '十月卅一號 交租 400 payme', date: '2026-10-31', postings: 'Expenses:Housing:Rent 400 HKD; Assets:HK:PayMe -400 HKD', guessed: false },
  { text: '十一月廿號 飲茶 300 payme', date: '2026-11-20', postings: 'Expenses:Food:Dining 300 HKD; Assets:HK:PayMe -300 HKD', guessed: false },
  { text: '三日前 食飯 300 payme', date: '2026-11-24', postings: 'Expenses:Food:Dining 300 HKD; Assets:HK:PayMe -300 HKD', narration: '食飯', guessed: false },
  { text: '兩日前 搭的士 90 八達通', date: '2026-11-25', postings: 'Expenses:Transport 90 HKD; Assets:HK:Octopus -90 HKD', guessed: false },
  { text: '10月尾 交水費 180 中銀', date: '2026-10-31', postings: 'Expenses:Housing:Utilities 180 HKD; Assets:HK:Bank:BOC -180 HKD', narration: '交水費' },
  { text: '上個月尾 交水費 180 中銀', date: '2026-10-31', postings: 'Expenses:Housing:Utilities 180 HKD; Assets:HK:Bank:BOC -180 HKD' },
  { text: '月頭 交租 15000 轉數快', date: '2026-11-01', postings: 'Expenses:Housing:Rent 15000 HKD; Assets:HK:Bank:HSBC -15000 HKD', narration: '交租' },
  { text: '上週末 搭巴士 30 八達通', date: '2026-11-21', postings: 'Expenses:Transport 30 HKD; Assets:HK:Octopus -30 HKD' },
  { text: '本週一 食飯 90 payme', date: '2026-11-23', postings: 'Expenses:Food:Dining 90 HKD; Assets:HK:PayMe -90 HKD', guessed: false },
  // Taiwan's years of the Republic: 民國115 is 2026
  { text: '民國115年11月3日 全聯 500 街口', date: '2026-11-03', postings: 'Expenses:Food:Groceries 500 TWD; Assets:TW:JKOPay -500 TWD', narration: '全聯' },
  { text: '115年11月3日 全聯 500 街口', date: '2026-11-03', postings: 'Expenses:Food:Groceries 500 TWD; Assets:TW:JKOPay -500 TWD' },
  { text: '115/11/03 全聯 500 街口', date: '2026-11-03', postings: 'Expenses:Food:Groceries 500 TWD; Assets:TW:JKOPay -500 TWD', narration: '全聯' },
  // a bare $ and 蚊 in a ledger kept in HKD are HKD (飲茶 $230 payme was 230 USD paid from HSBC; 蚊 was
  // CNY, as the ledger has CNY wallets), 毫 is 毛
  { text: '飲茶 $230 payme', postings: 'Expenses:Food:Dining 230 HKD; Assets:HK:PayMe -230 HKD', guessed: false },
  { text: '晚飯 $300', postings: 'Expenses:Food:Dining 300 HKD; Assets:HK:Octopus -300 HKD', warning: /^no payment account named/m },
  { text: '三千零五十蚊 交租 轉數快', postings: 'Expenses:Housing:Rent 3050 HKD; Assets:HK:Bank:HSBC -3050 HKD', guessed: false },
  { text: '十二蚊五毫 搭巴士 八達通', postings: 'Expenses:Transport 12.5 HKD; Assets:HK:Octopus -12.5 HKD', narration: '搭巴士', guessed: false },
  { text: '$350 計程車 台新', postings: 'Expenses:Transport 350 TWD; Liabilities:TW:CreditCard:Taishin -350 TWD', warning: /^read \$350 as TWD: 台新 names Liabilities:TW:CreditCard:Taishin, which holds only TWD$/m },
  // the cash of a place (Assets:HK:Cash beside Assets:HK:Octopus and the banks) is the pocket's: 取现
  // was refused as if no account for cash were open
  { text: '取現 2000 滙豐', postings: 'Assets:HK:Bank:HSBC -2000 HKD; Assets:HK:Cash 2000 HKD', guessed: false },
  { text: 'ATM取款 500 中銀', postings: 'Assets:HK:Bank:BOC -500 HKD; Assets:HK:Cash 500 HKD', guessed: false },
  { text: 'withdrew 1000 cash from hsbc', postings: 'Assets:HK:Bank:HSBC -1000 HKD; Assets:HK:Cash 1000 HKD', guessed: false },
  // Cantonese: 咗 is 了, 俾 and 畀 给, 攞 拿; its words for food, transport and the broadband; its
  // particles end a clause (借咗 500 俾阿明 and 阿明俾咗 300 我 were spending, 攞咗 1000 蚊現金 paid from cash)
  { text: '借咗 500 俾阿明 payme', postings: 'Assets:HK:PayMe -500 HKD; Assets:Receivables 500 HKD', payee: '阿明', guessed: false },
  { text: '借俾阿明 500 payme', postings: 'Assets:HK:PayMe -500 HKD; Assets:Receivables 500 HKD', payee: '阿明', guessed: false },
  { text: '阿明俾咗 300 我 payme', postings: 'Assets:HK:PayMe 300 HKD; Income:Uncategorized -300 HKD', payee: '阿明', narration: '阿明转账' },
  { text: '阿明给了我 300 payme', postings: 'Assets:HK:PayMe 300 HKD; Income:Uncategorized -300 HKD', payee: '阿明' },
  { text: '攞咗 1000 蚊現金 中銀', postings: 'Assets:HK:Bank:BOC -1000 HKD; Assets:HK:Cash 1000 HKD', guessed: false },
  { text: '食晏 62 八達通', postings: 'Expenses:Food:Dining 62 HKD; Assets:HK:Octopus -62 HKD', narration: '食晏', guessed: false },
  { text: '寬頻 199 滙豐卡', postings: 'Expenses:Housing:Utilities 199 HKD; Liabilities:HK:CreditCard:HSBC -199 HKD', narration: '寬頻', guessed: false },
  { text: '電車 3蚊 八達通', postings: 'Expenses:Transport 3 HKD; Assets:HK:Octopus -3 HKD', narration: '電車', guessed: false },
  { text: '打車 45 滙豐卡', postings: 'Expenses:Transport 45 HKD; Liabilities:HK:CreditCard:HSBC -45 HKD', narration: '打車', guessed: false },
  { text: '搭船 40 八達通', postings: 'Expenses:Transport 40 HKD; Assets:HK:Octopus -40 HKD', guessed: false },
  { text: '食咗碗麵 48蚊 八達通 啦', postings: 'Expenses:Uncategorized 48 HKD; Assets:HK:Octopus -48 HKD', narration: '食咗碗麵' },
  // (我俾咗 is 我付了: I paid the whole bill, the others' part owed to me)
  { text: '打邊爐 1200 四個人AA 我俾咗 滙豐卡', postings: 'Expenses:Food:Dining 300 HKD; Assets:Receivables 900 HKD; Liabilities:HK:CreditCard:HSBC -1200 HKD', narration: '打邊爐 四個人AA' },
  // top-ups: Taiwan's 加值, an Octopus's 自動增值 (both were spending)
  { text: '八達通自動增值 250 滙豐', postings: 'Assets:HK:Bank:HSBC -250 HKD; Assets:HK:Octopus 250 HKD', guessed: false },
  { text: '悠遊卡加值 500 台幣現金', postings: 'Assets:TW:Cash -500 TWD; Assets:TW:EasyCard 500 TWD', narration: '加值' },
  { text: '用台新卡加值悠遊卡 1000', postings: 'Liabilities:TW:CreditCard:Taishin -1000 TWD; Assets:TW:EasyCard 1000 TWD' },
  // 呢個 is 这个 (呢個禮拜一 left 呢個 in the narration); warnings quote the words as written
  { text: '呢個禮拜一 食飯 120 payme', date: '2026-11-23', postings: 'Expenses:Food:Dining 120 HKD; Assets:HK:PayMe -120 HKD', narration: '食飯', guessed: false },
  { text: '呢個月 交租 15000 轉數快', date: '2026-11-01', postings: 'Expenses:Housing:Rent 15000 HKD; Assets:HK:Bank:HSBC -15000 HKD', narration: '交租', warning: /^day not said; used 2026-11-01 for 呢個月$/m },
  { text: '交租 15000 台幣現金', postings: 'Expenses:Housing:Rent 15000 TWD; Assets:TW:Cash -15000 TWD', warning: /^read 15000 as TWD: 台幣現金 names Assets:TW:Cash, which holds only TWD$/m },
  // 澳門元 is MOP, and Macau's cash open for MOP makes a bare number MOP (60 HKD was paid from another account)
  { text: '葡撻 60澳門元 澳門現金', postings: 'Expenses:Uncategorized 60 MOP; Assets:MO:Cash -60 MOP', narration: '葡撻' },
  { text: '葡撻 60 澳門現金', postings: 'Expenses:Uncategorized 60 MOP; Assets:MO:Cash -60 MOP', warning: /^read 60 as MOP: 澳門現金 names Assets:MO:Cash, which holds only MOP$/m },
  // Cantonese splits: 同阿明 AA is 和阿明AA (two ways), 四個人夾 four people pooling (both booked in full)
  { text: '同阿明 AA 晚飯 360 payme', postings: 'Expenses:Food:Dining 180 HKD; Assets:HK:PayMe -180 HKD', warning: /^shared bill: booked my share 180 of 360 split 2 ways/m },
  { text: '食飯 860 四個人夾 滙豐卡', postings: 'Expenses:Food:Dining 215 HKD; Liabilities:HK:CreditCard:HSBC -215 HKD', warning: /^shared bill: booked my share 215 of 860 split 4 ways/m },
  // Hong Kong writes the day first: 3/11 in a Chinese sentence stays Mar 11, warned with Nov 3 (it was not warned)
  { text: '3/11 食飯 200 payme', date: '2026-03-11', postings: 'Expenses:Food:Dining 200 HKD; Assets:HK:PayMe -200 HKD', narration: '食飯', warning: /^read 3\/11 month first as 2026-03-11 \(day first, as Hong Kong and Macau write it, it is 2026-11-03\)$/m },
  { text: '11/25 食飯 200 payme', date: '2026-11-25', postings: 'Expenses:Food:Dining 200 HKD; Assets:HK:PayMe -200 HKD', guessed: false },
  // (recheck QA) cash taken and given to someone is cash out (it was booked as cash coming in, from
  // the loan's account); someone lending to me is a loan I owe (it was one I made); 瞭 and 俾 of
  // Mandarin words stay (瞭望塔 lost its 瞭, 俾斯麦啤酒 had the payee 斯麦啤酒); dollars said as a word are
  // the ledger's dollars as $ is (5 dollars was USD in a HKD ledger)
  { text: '拿了 500 现金 给阿明', postings: 'Expenses:Uncategorized 500 HKD; Assets:HK:Cash -500 HKD', payee: '阿明' },
  { text: '攞咗 500 蚊現金 俾阿明', postings: 'Expenses:Uncategorized 500 HKD; Assets:HK:Cash -500 HKD', payee: '阿明' },
  { text: '阿明借了 500 给我 payme', postings: 'Assets:HK:PayMe 500 HKD; Liabilities:Payables -500 HKD', payee: '阿明', guessed: false },
  { text: '阿明借咗 500 俾我 payme', postings: 'Assets:HK:PayMe 500 HKD; Liabilities:Payables -500 HKD', payee: '阿明', guessed: false },
  { text: '瞭望塔 门票 30 payme', postings: 'Expenses:Uncategorized 30 HKD; Assets:HK:PayMe -30 HKD', narration: '瞭望塔 门票' },
  { text: '俾斯麦啤酒 30 payme', postings: 'Expenses:Food:Drinks 30 HKD; Assets:HK:PayMe -30 HKD', payee: null, narration: '俾斯麦啤酒', guessed: false },
  { text: 'lunch 5 dollars', postings: 'Expenses:Food:Dining 5 HKD; Assets:HK:Octopus -5 HKD' },
  { text: 'lunch 5 US dollars', postings: 'Expenses:Food:Dining 5 USD; Assets:HK:Bank:HSBC -5 USD' },
], SAID_ON);
