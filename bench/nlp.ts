// NLP benchmark: parse time of sentences against a ledger with 10,000 transactions.
import { Ledger } from '../src/ledger/ledger.ts';
import { parseEntry } from '../src/nlp/parse-entry.ts';
import { generateLedger } from './generate-ledger.ts';

const SENTENCES = [
  '昨天打车25 支付宝',
  '前天在全家买早饭花了十二块五，微信付的',
  '收到年终奖两万到工行卡',
  '从微信转300到招行卡',
  '地铁三块',
  '早餐8块，午饭32，打车45',
  '上周二 星巴克咖啡 38',
  '10月12号 房租 4500 招商银行',
];

export async function benchNlp({ work }: { work: string }): Promise<void> {
  void work;
  const ledger = Ledger.fromText(generateLedger({ transactions: 10_000, seed: 2 }));
  const times: number[] = [];
  for (let i = 0; i < 2_000; i++) {
    const text = SENTENCES[i % SENTENCES.length]!;
    const t0 = process.hrtime.bigint();
    try {
      parseEntry(ledger, text, '2026-11-21');
    } catch {
      // a sentence this ledger cannot place still costs its time
    }
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(3);
  console.log(`nlp: ${times.length} parses on a 10,000-transaction ledger: median ${at(0.5)} ms, p99 ${at(0.99)} ms`);
}
