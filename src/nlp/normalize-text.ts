// Input is typed on phones with Chinese IMEs, which produce full-width digits, letters and
// symbols (１２．５, ＵＳＤ, ￥). Everything downstream works on the half-width forms.

import { CATEGORY_TERMS } from './lexicon.ts';

const DIGIT = /^[0-9０-９]$/;
// The IME types its full stop for the decimal point, so between digits it is a point (35。5微信,
// 3。5斤, 8。5折, 9。9包邮) unless the digits after it are a count or a day of their own (咖啡28。2杯
// 奶茶30, 35。2人AA, 25。3号午饭), or, after words and an amount, are glued to the word of a new
// item (午饭35。20打车): there the full stop ends the first item.
const COUNT_AFTER_STOP = /^[0-9０-９]+[人个杯号日份张位次碗瓶盒件条]/;
const DIGITS_AFTER_STOP = /^[0-9０-９]+/;
const ITEM_BEFORE_STOP = /[\u3400-\u9fff][^\u3400-\u9fff]*[0-9０-９]$/;
const ITEM_WORDS = Object.keys(CATEGORY_TERMS).filter((word) => /^[\u3400-\u9fff]/.test(word));

function isDecimalStop(before: string, after: string): boolean {
  if (!DIGIT.test(before.at(-1) ?? '') || !DIGITS_AFTER_STOP.test(after)) return false;
  if (COUNT_AFTER_STOP.test(after)) return false;
  const rest = after.replace(DIGITS_AFTER_STOP, '');
  return !(ITEM_BEFORE_STOP.test(before) && ITEM_WORDS.some((word) => rest.startsWith(word)));
}

/** Map full-width ASCII (U+FF01..U+FF5E) and the ideographic space to their ASCII forms, and a full stop between digits to a point; keep Chinese punctuation. */
export function toHalfWidth(text: string): string {
  let out = '';
  const chars = [...text];
  chars.forEach((ch, i) => {
    const code = ch.codePointAt(0)!;
    // ，；：！？（） are kept as Chinese punctuation would be: they separate items, not numbers.
    if (code >= 0xff10 && code <= 0xff19) out += String.fromCharCode(code - 0xfee0); // ０-９
    else if ((code >= 0xff21 && code <= 0xff3a) || (code >= 0xff41 && code <= 0xff5a)) out += String.fromCharCode(code - 0xfee0);
    else if (ch === '．') out += '.';
    // 35。5: between two digits the full stop is mostly the point (see isDecimalStop)
    else if ((ch === '。' || ch === '｡') && isDecimalStop(chars.slice(0, i).join(''), chars.slice(i + 1).join(''))) out += '.';
    else if (ch === '＄') out += '$';
    else if (ch === '／') out += '/';
    else if (ch === '－') out += '-';
    else if (ch === '＃') out += '#';
    else if (ch === '％') out += '%';
    else if (ch === '＋') out += '+';
    else if (ch === '\u3000' || ch === '\t' || ch === '\r') out += ' ';
    else out += ch;
  });
  return out;
}

// English number words said with a unit of money: `twenty yuan`, `twenty-five bucks`, `a hundred
// and fifty dollars`, `two hundred rmb`. Only before such a unit: `two coffees`, `one of them`
// stay words (a count, or none).
const UNITS: Readonly<Record<string, number>> = {
  zero: 0, one: 1, a: 1, an: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Readonly<Record<string, number>> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const UNIT_WORD = Object.keys(UNITS).filter((w) => w !== 'a' && w !== 'an').join('|');
const TENS_WORD = Object.keys(TENS).join('|');
// below a hundred: twenty, twenty-five, twenty five, seven
const BELOW_HUNDRED = `(?:(?:${TENS_WORD})(?:[\\s-]+(?:${UNIT_WORD}))?|${UNIT_WORD})`;
const SCALED = `(?:(?:${BELOW_HUNDRED}|a|an)\\s+(?:hundred|thousand))`;
const NUMBER_WORDS = new RegExp(
  `\\b((?:${SCALED}(?:\\s+(?:and\\s+)?(?:${SCALED}|${BELOW_HUNDRED}))*)|${BELOW_HUNDRED})\\s+(yuan|bucks|dollars?|rmb|kuai|quid|euros?|pounds)\\b`,
  'gi',
);

function wordsValue(words: string): number {
  let total = 0;
  let current = 0;
  for (const w of words.toLowerCase().split(/[\s-]+/)) {
    if (w === 'and') continue;
    if (w in UNITS) current += UNITS[w]!;
    else if (w in TENS) current += TENS[w]!;
    else if (w === 'hundred') current = (current || 1) * 100;
    else if (w === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    }
  }
  return total + current;
}

/** `twenty yuan` as `20 yuan`: number words before a unit of money written in digits (integers, well below 2^53). */
export function englishNumberWords(text: string): string {
  return text.replace(NUMBER_WORDS, (_m, words: string, unit: string) => `${wordsValue(words)} ${unit}`);
}
