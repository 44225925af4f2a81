// 杭州到宁波 110 回来 110: a route from one place to another said with an amount is a trip, and
// 回来, 返程 or 回程 after it the trip back: the ledger's account for transport (Expenses:Transport,
// Traffic, 交通), when one is open and no word names a category (both were the catch-all). Only
// between places known as such (cities, 家, 公司, a station, an airport), so that 工资到账, 转到支付宝
// and 收到 are no routes.
import { accountWithSegment, type AccountFilter } from '../account-choice.ts';
import type { NlpIndex } from '../ledger-index.ts';
import { isPlace } from '../places.ts';
import type { Span } from '../mentions.ts';

const TRANSPORT_SEGMENTS: readonly string[] = ['Transport', 'Transportation', 'Traffic', 'Transit', '交通', '出行'];
const ENDPOINTS = new Set(['家', '老家', '公司', '单位', '学校', '酒店', '宾馆', '机场', '车站', '火车站', '高铁站', '汽车站', '市区', '景区']);
// (虹桥站, 杭州东站, 萧山机场)
const STATION = /^[\u4e00-\u9fff]{1,4}(?:站|机场)$/;
const TO = /[到至去]/g;
const RETURN = /回来|返程|回程|返回/;

function isEndpoint(name: string): boolean {
  return ENDPOINTS.has(name) || isPlace(name) || STATION.test(name);
}

/** Where `text` says a route: a place right before 到 (至, 去) and another right after it; null if nowhere. */
function routeSaid(text: string): Span | null {
  for (const to of text.matchAll(TO)) {
    const before = /[\u4e00-\u9fff]{1,6}$/.exec(text.slice(0, to.index))?.[0] ?? '';
    const after = /^[\u4e00-\u9fff]{1,6}/.exec(text.slice(to.index + 1))?.[0] ?? '';
    const from = [...before].findIndex((_, i) => isEndpoint(before.slice(i)));
    const into = [...after].map((_, i) => i + 1).reverse().find((n) => isEndpoint(after.slice(0, n)));
    if (from >= 0 && into !== undefined) return { start: to.index - before.length + from, end: to.index + 1 + into };
  }
  return null;
}

// What may be said beside a route or the way back: the amount, its unit, 花了, 一共, 从 before it (and words masked as wallets)
const NOTHING_ELSE = /[\d.,\s\uE000]|块钱?|元|花了?|一共|共|了|的|从/g;

/**
 * The transport account for an item whose words (`said`, the words naming accounts masked) are a
 * route and nothing else, or the way back after a route said before them (`before`); null otherwise.
 */
export function tripAccount(index: NlpIndex, said: string, before: string, filter: AccountFilter): string | null {
  const route = routeSaid(said);
  const back = route === null ? RETURN.exec(said) : null;
  const trip = route ?? (back !== null && routeSaid(before) !== null ? { start: back.index, end: back.index + back[0].length } : null);
  if (trip === null || (said.slice(0, trip.start) + said.slice(trip.end)).replace(NOTHING_ELSE, '') !== '') return null;
  return accountWithSegment(index, TRANSPORT_SEGMENTS, filter);
}
