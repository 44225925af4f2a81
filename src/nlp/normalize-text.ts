// Input is typed on phones with Chinese IMEs, which produce full-width digits, letters and
// symbols (１２．５, ＵＳＤ, ￥). Everything downstream works on the half-width forms.

const DIGIT = /^[0-9０-９]$/;
// The digits after a full stop read as decimals only when what follows them can end an amount:
// the end, a space, punctuation, a unit of money or letters (35。5 微信, 35。5元, 1。5万). Glued to
// other words they start the next clause: 午饭35。20打车, 咖啡28。2杯奶茶30, 35。2人AA, 25。3号午饭.
const DECIMALS_AFTER_STOP = /^[0-9０-９]+(?:$|[\s\u3000.,，、；;。！!？?)）]|[元块圆刀万千A-Za-zＡ-Ｚａ-ｚ$￥¥])/;

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
    // 35。5: the IME types its full stop for the point; between two digits it ends no sentence,
    // unless the digits after it start a clause of their own
    else if ((ch === '。' || ch === '｡') && DIGIT.test(chars[i - 1] ?? '') && DECIMALS_AFTER_STOP.test(chars.slice(i + 1).join(''))) out += '.';
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
