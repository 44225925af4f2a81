// TransactionIndex: ids in ledger order, twins numbered in file order however they were added.
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../src/ledger/core/directives.ts';
import { buildTransactionIndex, TransactionIndex } from '../../src/store/transaction-index.ts';

function txn(date: string, file: string, line: number): Transaction {
  return { type: 'transaction', date, flag: '*', payee: null, narration: `${file}:${line}`, tags: [], links: [], meta: {}, postings: [], source: { file, line } };
}

describe('TransactionIndex', () => {
  it('a twin inserted in the main file takes the next suffix, before its included twin in ledger order; the included one keeps its id, as a fresh build numbers them', () => {
    const later = txn('2024-01-05', 'other.beancount', 90);
    const index = new TransactionIndex('main.beancount');
    index.push(txn('2024-01-01', 'main.beancount', 3), 'aaa');
    index.push(later, 'hhh');
    index.push(txn('2024-02-01', 'main.beancount', 10), 'bbb');
    const earlier = txn('2024-01-05', 'main.beancount', 40);
    index.insert(earlier, 'hhh');
    const fresh = buildTransactionIndex([index.list[0]!.transaction, earlier, later, index.list[3]!.transaction].map((transaction) => ({ transaction, pad: null })), (t) => (t.source.line === 3 ? 'a' : t.source.line === 10 ? 'b' : 'h'), 'main.beancount');
    expect(index.list.map((i) => i.transaction.narration)).toEqual(['main.beancount:3', 'main.beancount:40', 'other.beancount:90', 'main.beancount:10']);
    expect(index.list.map((i) => i.id)).toEqual(['aaa', 'hhh-2', 'hhh', 'bbb']);
    expect(fresh.list.map((i) => i.id.endsWith('-2'))).toEqual(index.list.map((i) => i.id.endsWith('-2')));
    expect(index.get('hhh')?.transaction).toBe(later);
    expect(index.get('hhh-2')?.transaction).toBe(earlier);
    expect(index.atSource(later.source)?.id).toBe('hhh');
  });

  it('a transaction of the main file sorts before one of an included file with the same date and line, as Beancount reads the main file first', () => {
    const index = new TransactionIndex('main.beancount');
    const included = txn('2024-01-05', 'part.beancount', 33);
    index.push(included, 'twin');
    const appended = txn('2024-01-05', 'main.beancount', 33);
    index.insert(appended, 'twin');
    expect(index.list.map((i) => i.transaction)).toEqual([appended, included]);
    // (twins are numbered with the main file's last: the included one keeps the plain id)
    expect(index.list.map((i) => i.id)).toEqual(['twin-2', 'twin']);
  });

  it('a transaction inserted in the middle keeps the list in ledger order and is found by id and source', () => {
    const index = new TransactionIndex('m');
    index.push(txn('2024-01-01', 'm', 1), 'one');
    index.push(txn('2024-03-01', 'm', 5), 'three');
    const middle = txn('2024-02-01', 'm', 9);
    index.insert(middle, 'two');
    expect(index.list.map((i) => i.id)).toEqual(['one', 'two', 'three']);
    expect(index.get('two')?.transaction).toBe(middle);
    expect(index.atSource({ file: 'm', line: 9 })?.id).toBe('two');
  });

  it('three twins pushed and a fourth inserted first are numbered 1 to 4 in ledger order', () => {
    const index = new TransactionIndex('m');
    const pushed = [txn('2024-01-02', 'm', 10), txn('2024-01-03', 'm', 20), txn('2024-01-04', 'm', 30)];
    for (const t of pushed) index.push(t, 'twin');
    expect(index.list.map((i) => i.id)).toEqual(['twin', 'twin-2', 'twin-3']);
    const first = txn('2024-01-01', 'm', 5);
    index.insert(first, 'twin');
    index.push(txn('2024-01-05', 'm', 40), 'single');
    expect(index.list.map((i) => i.id)).toEqual(['twin', 'twin-2', 'twin-3', 'twin-4', 'single']);
    expect(index.get('twin')?.transaction).toBe(first);
    expect(index.get('twin-4')?.transaction).toBe(pushed[2]);
    expect(index.atSource({ file: 'm', line: 30 })?.id).toBe('twin-4');
  });
});
