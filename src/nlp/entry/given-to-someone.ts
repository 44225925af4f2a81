// 生活费 给弟弟 500, 给弟弟生活费 500, 生活费给了弟弟 500: money I give someone, though an income account
// of mine is named by the words of what it is (Income:Allowance aliased 生活费); it was money in.
// So with the person the alias of that income account (Income:Gifts:Children aliased 女儿,儿子):
// 给女儿打钱 500, 给大儿子零花钱 200, 女儿 生日 红包 500 给她, and a thing of theirs, 儿子的足球鞋 299, are
// money out; the alias names the account only when the words say the money came from them (女儿转我).
import { looksLikePerson, namesRelation, nameOf } from '../person-words.ts';

// 给 then someone (给了弟弟, 转给妹妹, 给我弟, 给女儿打钱, 给儿子 转了): not 给我 alone, money given to me
const GIVEN_TO = new RegExp(`给了?\\s*(${nameOf(4)})(?=\\s|\\d|$|[，,。；;\\uE000]|生活费|零花钱|零用钱|红包|钱|打钱|打了|转|汇)`, 'g');
// 给她, 给他们: someone said before (女儿 生日 红包 500 给她)
const PRONOUN = /^[他她]们?$/;
// a child by birth order (大儿子, 小女儿, 二姐夫)
const BIRTH_ORDER = /^[大小二三四五六七八九十]/;

/** Whether the words say the money was given to a person other than me (给弟弟, 转给妈妈, 给她). */
export function givenToSomeone(text: string): boolean {
  for (const m of text.matchAll(GIVEN_TO)) {
    const who = m[1]!;
    if (who === '我' || /^我们?$/.test(who)) continue;
    if (PRONOUN.test(who) || looksLikePerson(who) || (BIRTH_ORDER.test(who) && looksLikePerson(who.slice(1)))) return true;
  }
  return false;
}

// 儿子的足球鞋, 女儿的 学费: what follows a word then 的
const THEIRS = /的\s*([^\d\s，,。；;\uE000]+)/g;
// what someone gives or pays me is no thing bought for them (女儿的红包, 客户的尾款, 儿子的压岁钱)
const MONEY_OF_THEIRS = /红包|压岁钱|钱|款|礼金|份子|工资|薪|奖|租|息|红利|佣金|报酬|转账/;

/** Whether a relative ends the words before 的 (我儿子, 大女儿, 小王): someone one buys things for. */
function relativeBefore(words: string): boolean {
  for (let n = 1; n <= Math.min(4, words.length); n += 1) {
    const who = words.slice(-n);
    if (namesRelation(who) || (BIRTH_ORDER.test(who) && namesRelation(who.slice(1)))) return true;
  }
  return false;
}

/**
 * Whether the words name a thing of a relative's (儿子的足球鞋 299): bought for them, money out,
 * though the relative is the alias of an income account of mine. Not their money (女儿的红包), nor
 * what they gave (女儿给的).
 */
export function boughtForSomeone(text: string): boolean {
  for (const m of text.matchAll(THEIRS)) {
    const before = /[^\d\s，,。；;\uE000]*$/.exec(text.slice(0, m.index))![0];
    if (relativeBefore(before) && !MONEY_OF_THEIRS.test(m[1]!)) return true;
  }
  return false;
}
