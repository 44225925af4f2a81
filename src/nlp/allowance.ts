// 补贴, 津贴, 补助, 餐补, 高温费, 过节费: an allowance said alone is one received (平台补贴 15 微信,
// 交通补贴 200 were spending); one given names whom (给妈妈补贴 500, 补贴给爸妈 1000, 补贴家用,
// 发员工补贴 200; with a space between: 给小区保安 过节费 200, 过节费 给保安 200 were money in), and one said beside a purchase is a part of its price (百亿补贴 买耳机 199, 用补贴买了).

import { AMOUNT_SAID } from './chinese-number.ts';

const ALLOWANCE = '(?:补贴|津贴|补助|[餐饭房话车油]补|交通补|高温费|过节费)';
// 百亿补贴 is a shop's channel, 补贴价 and 补贴后 a price
const ALLOWANCE_SAID = new RegExp(`(?<!百亿)${ALLOWANCE}(?![价后])`);
// (支付宝 is a wallet: 话费补贴 50 支付宝 was read as spending)
const PURCHASE = /买|购|下单|实付|支付(?!宝)|付了|付款|花了|消费|充值|缴|扣/;
// Whom it is given to: 给妈妈补贴, 给员工发补贴; 补贴给爸妈; 补贴家用, 补贴爸妈; 发员工补贴, 发放工人津贴;
// 我发的补贴. Not what an employer hands out (公司发放补贴, 单位发补助).
const EMPLOYER = '公司|单位|老板|东家|厂里|领导|财务|学校|政府|国家|平台|街道|社区';
// The kind of an allowance after 发了 is not whom it is given to (发了交通补贴 200 is one received; 发员工交通补贴 is given).
const KIND = '(?:交通|话费|通讯|通信|电话|餐费?|饭|午餐|伙食|住房|房|取暖|高温|防暑|降温|出差|差旅|加班|夜班|生活|油|车|误餐|过节|岗位)';
const GIVEN = new RegExp(
  `给(?!我(?![妈爸哥姐弟妹老女男儿孙家们]))[^\\d\\s，,。；;\\uE000]{1,6}?\\s*(?:的|发|打|转|付)?了?\\s*${ALLOWANCE}` +
    `|${ALLOWANCE}(?:了|一?点)?\\s*给(?!我(?![妈爸哥姐弟妹老女男儿孙家们]))` +
    `|${ALLOWANCE}\\s*${AMOUNT_SAID}\\s*(?:块钱?|元)?\\s*给(?!了?我(?![妈爸哥姐弟妹老女男儿孙家们]))` +
    `|补贴(?:了|一?点|一下)?(?:家用|家里|父母|爸|妈|老人|孩子|儿子|女儿|弟|妹|哥|姐|亲戚|他|她)` +
    `|(?<!${EMPLOYER})发(?:放|给|了)*(?![放给了我]|${KIND})[^\\d\\s，,。；;\\uE000的]{1,4}?${ALLOWANCE}` +
    `|我们?(?:发|给|付)的?${ALLOWANCE}`,
);

/** Whether an allowance is said as received: said alone, not given to someone nor beside a purchase. */
export function allowanceReceived(text: string): boolean {
  return ALLOWANCE_SAID.test(text) && !GIVEN.test(text) && !PURCHASE.test(text);
}

// 给妈妈补贴 500, 补贴爸妈 1000, 补贴 500 给爸妈: an allowance given to one's parents or grandparents is
// a gift to them (it was uncategorized, the payee 妈妈补贴)
const ELDERS = '(?:我)?(?:爸妈|父母|老爸|老妈|爸爸?|妈妈?|爷爷|奶奶|外公|外婆|姥姥|姥爷|公婆|岳父|岳母|老人|长辈)';
const TO_ELDERS = new RegExp(`给${ELDERS}(?:发|打|转)?了?(?:一?点)?${ALLOWANCE}|${ALLOWANCE}(?:了|一?点|一下)?给?${ELDERS}|${ALLOWANCE}\\s*${AMOUNT_SAID}\\s*(?:块钱?|元)?\\s*给${ELDERS}`);

/** Whether an allowance is said given to one's parents or grandparents (给妈妈补贴 500). */
export function allowanceToElders(text: string): boolean {
  return TO_ELDERS.test(text);
}
