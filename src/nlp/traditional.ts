// The NLP reads text folded to Simplified (see src/text/traditional-chinese.ts) and Cantonese to
// Mandarin, one UTF-16 code unit for one; the narration and the payee are given back in the user's
// own characters (see inUserScript).
import { toSimplified as simplified } from '../text/traditional-chinese.ts';

// Cantonese words the parser's Mandarin says otherwise, one character for one: 咗 is 了 (借咗 500
// 俾阿明 is 借了 500 给阿明), 嘅 的, 俾 and 畀 给, 攞 拿, 喺 在, 冇 没, 囉 啰.
const CANTONESE = '咗了 嘅的 俾给 畀给 攞拿 喺在 冇没 囉啰';

const MANDARIN_OF: ReadonlyMap<string, string> = new Map(CANTONESE.split(' ').map((pair): [string, string] => [pair[0]!, pair[1]!]));
const CANTONESE_CHARACTER = new RegExp(`[${[...MANDARIN_OF.keys()].join('')}]`, 'g');
// Mandarin's own words with 俾: the names 俾斯麦 (Bismarck) and 俾路支 (QA: 俾斯麦啤酒 30 had the payee 斯麦啤酒)
const MANDARIN_NAMES = /^(?:斯麦|路支)$/;

// and words whose characters are Mandarin's too, but not their meaning: 呢个 is 这个 (呢個禮拜一 is
// 这个礼拜一), 嗰个 那个
const CANTONESE_WORDS = /呢个|嗰个/g;
const MANDARIN: Readonly<Record<string, string>> = { 呢个: '这个', 嗰个: '那个' };

/** The text with its Traditional characters written in Simplified (and Cantonese words in Mandarin), one UTF-16 code unit for one. */
export function toSimplified(text: string): string {
  return simplified(text)
    .replace(CANTONESE_CHARACTER, (c, at: number, folded: string) => (c === '俾' && MANDARIN_NAMES.test(folded.slice(at + 1, at + 3)) ? c : MANDARIN_OF.get(c)!))
    .replace(CANTONESE_WORDS, (w) => MANDARIN[w]!);
}

/**
 * `words`, found in `folded` (toSimplified of `said`), in the characters of `said`: a narration cut
 * out of the folded text gets back the user's own characters. Each character of the words is looked
 * for in the folded text from where the last one was found, and taken from the same place in what
 * was said; one not found (a word the parser wrote itself) stays as it is.
 */
export function inUserScript(words: string, folded: string, said: string): string {
  if (folded === said) return words;
  let at = 0;
  let out = '';
  for (const c of words) {
    const found = c.length === 1 ? folded.indexOf(c, at) : -1;
    if (found < 0) {
      out += c;
      continue;
    }
    out += said[found]!;
    at = found + 1;
  }
  return out;
}

/**
 * A warning in the user's characters where it quotes the words (read 500 as TWD: 台幣現金 names…, not
 * 台币现金): each run of Chinese found in the folded text is taken from what was said. Not the parts
 * of an account's name (Expenses:餐饮), which are the ledger's own.
 */
export function quotedInUserScript(warning: string, folded: string, said: string): string {
  if (folded === said) return warning;
  return warning.replace(/(?<![:\u3400-\u9fff])[\u3400-\u9fff]+/g, (run) => {
    const at = folded.indexOf(run);
    return at < 0 ? run : said.slice(at, at + run.length);
  });
}
