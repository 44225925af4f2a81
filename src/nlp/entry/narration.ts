// The narration: what was said, without the amounts, the wallets, the payee and dictation fillers.
import type { AmountMention } from '../amounts.ts';
import { ENGLISH_PRICE_UNITS, MEASURE_WORDS } from '../measure-words.ts';
import { mask, MASK, type Span } from '../mentions.ts';
import { ROUGH_WORD, ROUGH_WORD_APART } from './rough-amounts.ts';
import type { PayeeChoice } from './payee.ts';

// (我俾咗 / 我畀咗, read 我给了, is 我付了 in Cantonese, before the wallet or at the end)
// 同事帮我付了午饭 keeps its 付了: who paid is what the entry is about. 共 alone goes only before
// the amount (共480), not out of 共享单车.
// Price and discount words (原价 45, 实付 32, 减 20) go with their amounts.
const FILLER = /每人|人均|每[杯个份张件瓶本斤盒袋碗只双条支串罐箱包桶把台套]|(?<![帮替给])我(?:先)?付[了的]|(?<![帮替给])我给了(?=\s*(?:\uE000|AA|$))|(?<![帮替给])我先?垫(?:付了?|了)|我买单了?|花了|花费了?|消费了?|(?<!帮我|替我|给我)付了|付款|支付了?(?!宝)|扣了(?=\s*\uE000)|一共|总共|共计|合计|大概|大约|左右|用了|共(?=\s*\uE000)|(?<=\uE000\s*)整|将近|(?<![A-Za-z])(?:about|around|approx(?:\.|imately)?|roughly|nearly|almost)\s*(?=\uE000)|[~～≈]\s*(?=\uE000)|(?:原价|标价|总价|实付款?|实际支付|实际付了?|实际花了?|(?:实际|具体|准确|确切|精确)(?:地说|来说|说)?\s*(?:是|为|金额是?)?|最后付了?|券后|(?:打)?折后|优惠后|到手价|会员价|折扣价|优惠价|活动价|团购价|秒杀价|抹零后?|抹了零|去零|满|减了?|多送了?|赠送了?|送了?|立减|优惠了?|便宜了|抵扣了?|抵了|(?:优惠券|消费券|积分)\s*(?:抵扣?了?|减了?))\s*[:：]?(?=\s*\uE000)/g;

// The word that made an amount rough, said after it (一百多, 三十来块, 二十几块, 100出头): it goes with the
// amount, also where nothing else is said (花了三千多 was narrated 花了 多).
const ROUGH_AFTER_AMOUNT = new RegExp(`(?<=\uE000)${ROUGH_WORD}(?:块钱?|元|毛)?|(?<=\uE000\\s*)${ROUGH_WORD_APART}`, 'gi');

/** What the narration leaves out (amounts, accounts, the payee, who gave the money), and what it says when nothing is left. */
export interface NarrationParts {
  readonly amounts: readonly AmountMention[];
  readonly funding: readonly Span[];
  readonly payee: PayeeChoice | null;
  readonly others: readonly Span[];
  readonly fallback: string;
}

export function leafName(account: string): string {
  return account.slice(account.lastIndexOf(':') + 1);
}

// Words that only point at the payee (给妈妈, 转账给房东) go with the payee's name.
// (in English: coffee at Starbucks, taxi with Didi)
const TO_PAYEE_BEFORE = /(?:在|给|\b(?:at|with)\s+)\s*$/i;
export const WORD_CHAR = /[\u3400-\u9fffA-Za-z]/;

export function narrationOf(undated: string, parts: NarrationParts): string {
  const { amounts, funding, payee } = parts;
  const spans: Span[] = [...amounts, ...parts.others];
  if (payee?.span) {
    const { start, end } = payee.span;
    const before = TO_PAYEE_BEFORE.exec(undated.slice(0, start));
    // A name inside a phrase (打滴滴回家) is part of what was said; one standing apart is just the payee.
    const inPhrase = !before && WORD_CHAR.test(undated[start - 1] ?? '') && WORD_CHAR.test(undated[end] ?? '');
    if (!inPhrase) spans.push({ start: start - (before?.[0].length ?? 0), end });
  }
  let movedWith = false;
  const fundingSpans: Span[] = funding.map((f) => {
    // 转到 and 转入 stay: in 招行转到工行 the verb is all that is left to say.
    // (lunch with WeChat, paid on Alipay, using WeChat: the English words that only say how it was paid go too)
    // (到 PayPal, 用 微信: a space between the word and the wallet's name changes nothing)
    // (用我的招行信用卡: 我的 goes with it; it was narrated 买衣服 用我)
    const before = /(?:(?:都是|都用|全是|全用|用的|用|从|通过|刷|由|存入|存到|到|至|进|给)\s*(?:我的|我们的)?\s*|\b(?:from|to|into|with|using|via|on|by)\s+)$/i.exec(undated.slice(0, f.start));
    // (招行卡刷的, 招商银行储蓄卡还的, 微信发的: the verb of paying with it goes with it, not 微信发红包;
    // nor the 转账 of 员工工资4500 银行转账, narrated 员工工资 转账)
    // (coffee 4.5 dollars with chase card was narrated coffee card)
    const after = /^(?:卡|账户|\s+(?:card|account)\b)?(?:支付|付款|付|(?:刷|还|交|缴|发|转账?)(?=的|了?\s*(?:$|[，,、；;。！!？?])))?/.exec(undated.slice(f.end));
    if (after?.[0].includes('转')) movedWith = true;
    return { start: f.start - (before?.[0].length ?? 0), end: f.end + (after?.[0].length ?? 0) };
  });
  const rest = withoutDictationFillers(tidy(withoutDangling(mask(undated, [...spans, ...fundingSpans]).replace(ROUGH_AFTER_AMOUNT, MASK).replace(FILLER, MASK))));
  // 招行转到工行: a bare verb of moving money reads as 转账; so does an arrow (工行 → 招行).
  if (/^(?:转|转到|转入|转进|转去|到|至|->|=>|→|➡|➔)$/.test(rest)) return '转账';
  // (招行 到 工行 5000: the 到 went with the wallet after it, nothing else was said)
  if (rest === '') {
    // (5000 招行转账: the verb went with the wallet, and nothing else was said)
    if (movedWith) return '转账';
    const sorted = [...funding].sort((a, b) => a.start - b.start);
    if (sorted.some((f, i) => i > 0 && /^\s*(?:转到?|到|至|->|=>|→|➡|➔)\s*$/.test(undated.slice(sorted[i - 1]!.end, f.start)))) return '转账';
  }
  if (saysSomething(rest)) return rest;
  // Everything was a name or a number (星巴克咖啡 38): keep the names, never the amount.
  const masked = mask(undated, [...amounts, ...parts.others, ...fundingSpans]).replace(ROUGH_AFTER_AMOUNT, MASK);
  const names = tidy(masked);
  if (saysSomething(names)) return names;
  // 花了 25: what was said, without the amount; 25 alone: the category.
  const said = masked.replace(/\uE000+/g, ' ').replace(/\s+/g, ' ').trim();
  return (WORD_CHAR.test(said) && !LONE_POINTER.test(said)) || PICTURE.test(said) ? said : parts.fallback;
}

// 这 or 那 left alone once who gave the money is out (这 200 是小孙转的 was narrated 这) says nothing.
const LONE_POINTER = /^[这那]$/;

// An emoji says what it was as a word does (🍜 35 微信 and ☕ 30 微信 were narrated Uncategorized).
const PICTURE = /\p{Extended_Pictographic}/u;

/** Two characters or more, or an emoji: a character left alone (了, 买) says nothing. */
function saysSomething(text: string): boolean {
  return [...text].length >= 2 || PICTURE.test(text);
}

// What a cut leaves alone when the amount or the wallet it went with is out: a price's measure
// word (2块一个, 340元/斤, 5毛一个 left 个 and /斤), the 单价 or 一个 before a price (单价340, 一个5毛),
// the 欠 of 欠供应商老陈3000 (left 西湖龙井10斤 欠). Only when nothing else stands with it: 买了50个,
// 共100个 and 10斤 are what was said. (The measure words are those prices are read per: measure-words.ts.)
const MEASURE = MEASURE_WORDS;
const BEFORE_CUT = new RegExp(`(?<=^|[\\s，,、；;。！!？?])(?:单价|[一每单](?:${MEASURE})|欠了?)\\s*(?=\uE000)`, 'g');
const AFTER_CUT = new RegExp(`(?<=\uE000)\\s*(?:[一每]?(?:${MEASURE})|/\\s*(?:${MEASURE}))(?=$|[\\s，,、；;。！!？?\uE000])`, 'g');

// ... and the sign between a quantity and its price (50个×2元, 2元×50个 left 50个× and ×50个)
const TIMES_CUT = new RegExp(`(?<=(?:${MEASURE})\\s*)(?:[×xX*]|乘以?)\\s*(?=\uE000)|(?<=\uE000)\\s*(?:[×xX*]|乘以?)(?=\\s*\\d+(?:\\.\\d+)?\\s*(?:${MEASURE}))`, 'g');

// ... and in English, the words of a price per unit (3 nights at $180 a night, per night $180, 2
// coffees at €4.50 each left at a night, per night, at each)
const ENGLISH_PER = `(?:(?:per|an?|each|/)\\s*${ENGLISH_PRICE_UNITS}|each|apiece|ea\\.)(?![A-Za-z])`;
const ENGLISH_AT_CUT = new RegExp(`(?<![A-Za-z])at\\s*(?=\uE000+\\s*${ENGLISH_PER})`, 'gi');
const ENGLISH_AFTER_CUT = new RegExp(`(?<=\uE000)\\s*${ENGLISH_PER}`, 'gi');
const ENGLISH_BEFORE_CUT = new RegExp(`(?<![A-Za-z])per\\s+${ENGLISH_PRICE_UNITS}\\s*(?=\uE000)`, 'gi');

function withoutDangling(text: string): string {
  return text.replace(BEFORE_CUT, MASK).replace(AFTER_CUT, MASK).replace(TIMES_CUT, MASK).replace(ENGLISH_AT_CUT, MASK).replace(ENGLISH_AFTER_CUT, MASK).replace(ENGLISH_BEFORE_CUT, MASK);
}

// What dictation adds around what was said: 嗯, 呃, 那个, 就是, 然后 and 记账： before a clause,
// 好的 and 谢谢 as clauses of their own, 呢, 吧, 啊 and 哈 after one (嗯，今天买菜三十五块，然后那个打车回来 was
// narrated 嗯，买菜，然后那个打车回来). Only at a clause's edges: 那个 stays before a thing (那个人),
// and 然后 inside a clause. 好的 goes only as a clause of its own or before a space (好的餐厅吃饭 is a good
// restaurant), and 那个 before 花 only when 花 is the spending (花了, not 那个花瓶).
const FILLER_VERB = '打|买|吃|喝|交|缴|去|坐|看|花[了费掉钱]|付|充|还|取|存|发|给|中午|早上|晚上|今天|昨天';
const LEADING_FILLER = new RegExp(
  `^(?:嗯+|呃+|啊+|哦(?:对了)?|好的(?=\\s|$)|(?:你)?帮我记(?:一下|一笔)?哈?|记(?:一下|一笔|个账)|记账\\s*[:：]?|就是(?:说)?|然后(?:是)?|那个(?:什么|那个)*(?=\\s|$|嗯|就是|然后|${FILLER_VERB})|这个(?=\\s|$))\\s*`,
);
// (not the 吧 of 酒吧, 网吧, 水吧, 书吧, 桌游吧, 台球吧, 影吧, 清吧..., nor the 呢 of 毛呢)
// (Cantonese 啦, 喎, 囉, 呀, 咯 end a clause as 啊 does)
const TRAILING_FILLER = /(?:(?<!毛)呢|(?<![酒网水书氧陶贴迪茶琴话游球影清泡])吧|啊|哈|啦|喎|啰|呀|咯)+$/;
const WHOLE_FILLER = /^(?:谢谢(?:你|啦)?|好的|好了|就这样|没了)$/;
// ... and after a space, once the wallet and amount before them are out (午饭 35 微信 谢谢 was
// narrated 午饭 谢谢; 午饭 35 微信 好的, 午饭 好: tidy takes a closing 的)
const CLOSING_FILLER = /\s(?:谢谢(?:你|啦)?|好的?|好了|就这样)$/;
// 和, 跟 left alone at a clause's start once what it joined is out (用微信和支付宝 午饭 35 晚饭 40 was
// narrated 和 午饭 晚饭)
const LONE_JOIN = /^(?:和|跟|与|及|或)\s/;

function withoutDictationFillers(text: string): string {
  const parts = text.split(/([，,、；;。！!？?…]+)/);
  const clauses: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    let clause = parts[i]!.trim();
    for (let before = ''; before !== clause; ) {
      before = clause;
      clause = clause.replace(LEADING_FILLER, '').replace(TRAILING_FILLER, '').replace(CLOSING_FILLER, '').replace(LONE_JOIN, '').trim();
    }
    if (clause !== '' && !WHOLE_FILLER.test(clause)) clauses.push(clause, parts[i + 1] ?? '');
  }
  return tidy(clauses.join(''));
}

function tidy(text: string): string {
  return text
    // (交了三百六十八的物业费 was narrated 交了 的物业费: the 的 that joined the amount to what it paid
    // for goes with the amount; not 的话, 的时候)
    .replace(/\uE000+\s*的(?!话|时候|确)(?=\s*[\u4e00-\u9fff])/g, ' ')
    .replace(/\uE000+/g, ' ')
    // brackets that held only what was taken out: 午饭 35 元 (微信)
    .replace(/[(（【\[]\s*[)）】\]]/g, ' ')
    // (！ and ？ end a clause as 。 does: 打车￥２５，支付宝！ leaves no 打车，！; an ASCII ! or ? keeps
    // the space after it, as English writes it: lunch! coffee)
    .replace(/\s*([，,、；;。！？])\s*/g, '$1')
    .replace(/([，,、；;。！？])[，,、；;。！!？?\s]+/g, '$1')
    .replace(/\s+([!?])/g, '$1')
    // (午饭 12 微信 ?? 打车 leaves 午饭? 打车; lunch 12 visa !coffee leaves lunch! coffee)
    .replace(/([!?])[!?]+/g, '$1')
    .replace(/([!?])(?=[^\s，,、；;。！？])/g, '$1 ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s，,、；;。！!？?：:了的]+|[\s，,、；;。！!？?：:了的\-+]+$/g, '')
    .replace(/^把\s+/, '')
    // (bought groceries for 12,345.67 checking was narrated bought groceries for)
    .replace(/\s+for$/i, '')
    // not the 付 of 云闪付, 到付, 赔付, 首付 or 预付, nor of 没付 (not paid); not the flowers of 买花, 鲜花, 一束花
    .replace(/\s*(?:买了?|(?<![买鲜插烟束朵盆枝米])花了?|(?<![闪到赔没未首预])付了?)$/, '')
    .trim();
}
