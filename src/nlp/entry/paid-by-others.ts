// 物业费 下沙 420 李先生 交的 不用我出: someone else paid, and none of my money went (不用我出, 我没出,
// 没花我的钱): nothing of mine moved, nothing to book (it was 420 of my spending from a wallet guessed).
import { Problem } from '../../problem.ts';
import { looksLikePerson } from '../person-words.ts';

// 李先生 交的, 老婆 付了, 公司 出的, 房东 已经 垫付了: paid by the one said before (not by 我)
const PAID_BY_SOMEONE = /([^\d\s，,。；;\uE000]{1,4})\s*(?:已经|已|都|先)?\s*(?:垫付|交|缴|付|出|买单|请客)(?:的|了)/g;
// 不用我出, 不用我付, 我没出, 我没有付, 没花我的钱, 我一分钱都没出: none of my money went
const NONE_OF_MINE = /不(?:用|需要|要)我(?:来)?(?:出|付|交|缴|掏)|我(?:都|也)?(?:没|没有|不用|无需|不需要)(?:出|付|交|缴|掏)|没(?:花|用|动)我的?钱|我(?:一分钱|一分)都?没(?:出|花|付)/;

/** Who paid, when the words say someone else paid and none of my money went; else null. */
export function paidByOthersAlone(text: string): { payer: string; words: string } | null {
  const mine = NONE_OF_MINE.exec(text);
  if (mine === null) return null;
  for (const m of text.slice(0, mine.index).matchAll(PAID_BY_SOMEONE)) {
    const run = m[1]!.replace(/^我的?/, '');
    if (run === '' || m[1]!.endsWith('我')) continue;
    // the person: the longest end of the words before 交的 with a person's shape (李先生, 老婆), else those words (公司)
    const person = [4, 3, 2].map((n) => run.slice(-n)).find((w) => w.length >= 2 && looksLikePerson(w)) ?? run;
    return { payer: person, words: mine[0] };
  }
  return null;
}

/** A 422: someone else paid, none of my money moved. */
export function refusePaidByOthers(said: { payer: string; words: string }): never {
  throw Problem.unprocessable(`${said.payer} paid it and none of your money moved (${said.words}): nothing to book`, [
    { path: '/text', message: `book only money of yours that moved: if ${said.payer} paid it for you and you owe it back, say ${said.payer}付的 without ${said.words}; if it was taken off what ${said.payer} pays you, say that (房租 扣了 420 物业费)` },
  ]);
}
