// 周末 全家 出去 吃饭 花了 五百多: 全家 before 出去, 一起 or 去 and a meal is the whole family, not the
// shop FamilyMart (it was Groceries, paid to 全家). 全家便利店, 全家 买 饭团 12, 去全家 stay the shop.
import type { Span } from '../mentions.ts';

const WHOLE_FAMILY = /全家(?=\s*(?:人|老小)?\s*(?:一起|出去|出门|去|都)[^，,。；;\d]{0,8}?(?:吃(?!的)|饭(?!团)|餐|火锅|烧烤|聚))/g;

/** The mentions (payees, words of accounts) but those of 全家 said of the whole family. */
export function withoutWholeFamily<T extends Span>(text: string, mentions: readonly T[]): T[] {
  const family = [...text.matchAll(WHOLE_FAMILY)].map((m) => ({ start: m.index, end: m.index + 2 }));
  if (family.length === 0) return [...mentions];
  return mentions.filter((m) => !family.some((f) => m.start < f.end && f.start < m.end));
}
