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
