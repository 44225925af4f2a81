// What the words say of the payable or receivable a payee record gives someone (老陈 on
// Liabilities:Supplier, 张三 on Assets:Receivable:Customers): what is owed paid, goods bought or sold
// now, or bought or sold on credit.
import { isFunding, isHolding } from '../ledger-index.ts';
import type { Span } from '../mentions.ts';
import type { Context } from './context.ts';
import type { PayeeChoice } from './payee.ts';

/**
 * `settle`: what is owed is paid (付老陈货款 1500, 还老陈 1500, 收到张三欠款 340), or money simply
 * paid to or got from the person (付老陈 1500, 转给老陈 1500, 收到张三 340);
 * `trade`: goods bought or sold now (从老陈进货 2000 工行, 卖给张三龙井 680 微信);
 * `credit`: bought or sold on credit (进货 欠老陈2000, 卖给张三 680 赊账);
 * `unclear`: none of these said, or several (a payable or receivable used then is warned).
 */
export type RecordWords = 'settle' | 'trade' | 'credit' | 'unclear';

// (欠款 is what is owed, not owing it: 付老陈欠款, 收到张三欠款; 还欠 is "still owe")
const CREDIT = /欠(?!款)|赊|未付|没付|未结|挂账|欠着/;
const PAID_OFF = /还(?!欠)|付清|结清|结账|结款|(?:付|支付|打)[^\d，,。；;]{0,8}?(?:货款|欠款|尾款)/;
const COLLECTED = /还(?!欠)|回款|结清|结账|结款|付清|收(?:到|回)?[^\d，,。；;]{0,8}?(?:货款|欠款|尾款)/;
const BOUGHT = /进货|进了|买|购|订货|送货|拿货|提货/;
const SOLD = /卖|售|出货|发货/;
const PAID = /付|转|汇|打款|打钱|给/;
// (转来, 打过来, 汇来, 发过来: sent here, to me)
const GOT = /收|(?:转|打|汇|发)了?过?来|转(?:了?我|给我)|给我|到账/;

function blanked(text: string, spans: readonly Span[]): string {
  let out = text;
  for (const { start, end } of spans) out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  return out;
}

/**
 * What the sentence says of the payee's record, money going `way` ('out': paid to them, 'in': got
 * from them): the kind said first of credit, settling and trade; else a plain payment (or receipt)
 * is a settling, and words of neither are unclear. Several kinds said are unclear too.
 */
export function recordWords(ctx: Context, payee: PayeeChoice, way: 'out' | 'in'): RecordWords {
  // (the payee's own name says nothing, 老陈茶厂, nor a wallet's or a claim's: 支付宝 is no 付; goods held, 进货 for the stock, are words of buying)
  const wallets = ctx.termMentions.filter((m) => m.entry.hits.every((h) => isFunding(h.account) && !isHolding(ctx.index, h.account)));
  const text = blanked(ctx.text, [...(payee.span ? [payee.span] : []), ...wallets]);
  const kinds: { kind: RecordWords; at: number }[] = [];
  for (const [kind, words] of [['credit', CREDIT], ['settle', way === 'out' ? PAID_OFF : COLLECTED], ['trade', way === 'out' ? BOUGHT : SOLD]] as const) {
    const found = words.exec(text);
    if (found) kinds.push({ kind, at: found.index });
  }
  if (kinds.length === 0) return (way === 'out' ? PAID : GOT).test(text) ? 'settle' : 'unclear';
  if (kinds.length > 1 && !(kinds.length === 2 && kinds.some((k) => k.kind === 'credit') && kinds.some((k) => k.kind === 'trade'))) return 'unclear';
  // (进货 欠老陈2000: goods bought on credit)
  return kinds.some((k) => k.kind === 'credit') ? 'credit' : kinds[0]!.kind;
}
