// 生活费 给弟弟 500, 给弟弟生活费 500, 生活费给了弟弟 500: money I give someone, though an income account
// of mine is named by the words of what it is (Income:Allowance aliased 生活费); it was money in.
import { looksLikePerson, nameOf } from '../person-words.ts';

// 给 then someone (给了弟弟, 转给妹妹, 给我弟): not 给我 alone, money given to me
const GIVEN_TO = new RegExp(`给了?\\s*(${nameOf(4)})(?=\\s|\\d|$|[，,。；;\\uE000]|生活费|零花钱|零用钱|红包|钱)`, 'g');

/** Whether the words say the money was given to a person other than me (给弟弟, 转给妈妈). */
export function givenToSomeone(text: string): boolean {
  for (const m of text.matchAll(GIVEN_TO)) {
    const who = m[1]!;
    if (who !== '我' && !/^我们?$/.test(who) && looksLikePerson(who)) return true;
  }
  return false;
}
