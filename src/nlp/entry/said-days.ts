// What the date words of a sentence say of when: a day to come or one past (see SaidDays).
import type { DateMention } from '../dates.ts';
import type { SaidDays } from '../direction.ts';
import { MASK } from '../mentions.ts';

/**
 * What the masked date words of `text` (masked from `mentions`, said in `said`) say of when (see
 * SaidDays): only words of today or a past day are not later (今天, 昨天, 前天, 上周五, 上个月), for a
 * day of the month or of the week said alone (30号还, 周五还, 12月1日还) is read as the last one past
 * by the date resolver, but said of a repayment it is most often the next one; a day resolved after
 * the reference day is future (明天, 下周, 这周五, 月底), else a word of a day to come not resolved. Masked characters are counted in order, so a dash read
 * as 减 before them moves nothing.
 */
export function saidDays(text: string, said: string, mentions: readonly DateMention[], referenceDate: string): SaidDays {
  const later: boolean[] = [];
  const future: boolean[] = [];
  for (const m of [...mentions].sort((a, b) => a.start - b.start)) {
    const word = said.slice(m.start, m.end);
    const isLater = m.date === null || !PAST_DAY_WORD.test(word);
    // (这周一 said on a Thursday is past: the day resolved decides, the word only when none is)
    const isFuture = m.date !== null ? m.date > referenceDate : FUTURE_DAY_WORD.test(word);
    for (let i = m.start; i < m.end; i++) {
      later.push(isLater);
      future.push(isFuture);
    }
  }
  const nth = (at: number): number => {
    let k = 0;
    for (let i = 0; i < at; i++) if (text[i] === MASK) k++;
    return k;
  };
  return {
    later: (at) => text[at] === MASK && (later[nth(at)] ?? true),
    future: (at) => text[at] === MASK && (future[nth(at)] ?? false),
  };
}

/** Date words of today or a day already past, whatever the day the sentence is said on. */
const PAST_DAY_WORD = /^\s*(?:昨|今天|今日|今早|今晚|刚才|刚刚|前天|大前天|前几天|前两天|上(?:周|星期|礼拜|个?月)|yesterday\b|today\b|last\b)/i;
/** Date words of a day to come, whatever the day the sentence is said on. */
const FUTURE_DAY_WORD = /^\s*(?:明|后天|大后天|下(?:周|星期|礼拜|个?月)|下下|这周|本周|这个?月|本月|月底|年底|tomorrow\b|next\b)/i;
