// The measure words things are counted and priced by (个, 斤, 两, 卷, 打, 单 ...), as one pattern
// for both readers of them: the amount scanner (amounts.ts), for which a number said against one
// is a count and no money (10卷, 2块一卷 is 2, not 2.1), and the price-per-unit reader
// (entry/unit-prices.ts: 3块一卷 买了10卷 is 3 × 10). They were two lists, and a word in only
// one of them was read as money by the scanner (3块一卷 买了10卷 was 3.1 + 10).
//
// Longest first; not where the character starts another word (一个人, 一个月, 包子, 盒饭, 支付宝,
// 套餐, 提现, 提币费, 针灸, 单价, 节日, 对方, 排队); 打 (a dozen) only where it ends what is said of it (20块一打,
// 买了5打): not 打折, 打车, 打边炉. 两 only where it ends a quantity (3两, 一两, 每两):
// not the "two" of 两个, 两斤, 两百. (Not 月 nor 年: 房租 每月 3000 is no price of one; not 块,
// which is money.)
const NOT_AFTER_LIANG = '零〇一二两三四五六七八九十百千万个只件斤杯瓶份碗张本位条双盒袋包支箱串块元毛角人次天年月周岁对节副组排卷提桶枚捆顶套';
export const MEASURE_WORDS =
  '(?:节课|堂课|课时|公斤|千克|克(?!拉)|斤|公里|千米|小时|度|吨|升|米(?!饭|线|粉)|天(?!猫)|晚(?!饭|餐|上|点|安)|个(?!人|月|星期|小时|体|性|税)|件(?!事)|包(?!子|月|年|邮|装|括|含)|盒(?!马|饭)|瓶(?!子|装)|只(?!付|是|有|要)|张|袋(?!鼠)|箱(?!子|包)|' +
  '本(?!月|周|来|地)|支(?!付|持|出)|双(?!十一|11|方)|份(?!子)|条(?!龙|件)|把(?!手)|台(?!费|灯)|杯(?!子|面)|碗|次(?!日|性)|卷(?!纸|帘|饼|尺|发)|罐(?!头)|桶(?!装)|套(?!餐)|串|' +
  '针(?!灸|织|线|对|眼|头)|剂(?!量|型)|提(?!现|款|成|前|供|交|醒|出|升|速|示|取|高|货|币)|片|粒|颗|根(?!本|据)|枚|捆|束|朵|盆(?!栽|景|地)|听(?!说|歌|到|见)|' +
  `两(?![${NOT_AFTER_LIANG}])|` +
  '单(?!价|独|车|号|据|子|位|元|身|纯|次|品|词|曲|亲|调|程|间|人|方|手|页|张|挑|干)|' +
  '打(?=$|[\\s，,、；;。！!？?\uE000买卖共总要拿进收付花])|' +
  '节(?![日省约目假课点能奏后前])|对(?![方面于了不吧吗呀啊账象手接比应称付照折话半])|副(?![卡业食总])|顶(?![多楼级层])|组(?![合织队长装])|排(?![队骨名挡气行除]))';

// In English, the words a price is said per (hotel 3 nights $180 per night, parking 3 hours $5 an
// hour) and things are counted by (3 nights, 2 coffees), in the singular: only words the amount
// scanner reads as counts (amounts.ts: 3 nights is no money). Not month, week nor year (rent $1500
// a month is no price of one). (2 rooms $100 each: the rooms are counted, 200)
export const ENGLISH_PRICE_UNITS = '(?:night|day|hour|ticket|item|piece|pair|pack|bottle|cup|glass|box|bag|can|slice|coffee|beer|drink|tea|latte|meal|ride|trip|room)';
