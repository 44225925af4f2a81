// A negative figure in a money-out (支出) or money-in (收入) column: a bank that prints the two in
// columns of their own prints a reversal (冲正) as a negative figure in the column of the movement
// it undoes (`支出 320.00`, then `冲正 支出 -320.00`, the balance back up); one that writes the
// column negative throughout prints it positive (`支出 -128.50`, then `冲正 128.50`). QA of session
// 47: every figure was taken as its column's direction, and the reversal booked as a second purchase.
import type { Decimal } from '../../ledger/core/decimal.ts';
import { mixedSignConventions } from './direction-column.ts';

type Side = 'out' | 'in';

/** A row's figures in the two columns (null: empty or no amount) and its balance (null: none). */
export interface SidedFigures {
  readonly line: number;
  readonly debit: Decimal | null;
  readonly credit: Decimal | null;
  readonly balance: Decimal | null;
}

/** Which way a negative figure moved the money, and why, for the warning. */
interface Way {
  readonly side: Side;
  readonly byBalance: boolean;
  /** nothing in the file told it (no balance, no convention of the column): kept its column's way */
  readonly untold?: boolean;
}

/**
 * Which way each row's figure of a money column moved the money. A positive figure goes its
 * column's way; a negative one goes the way the balance column shows (the balance after the row
 * less the one of the row above or below it, whichever order the file lists), or, with no balance
 * that tells, the way the balance column shows the column's other figures of that sign to go (a
 * reversal opening the file, its other reversals shown by the balance: QA re-check 2 of session 48,
 * B1), else the other way than its column's when the column holds positive figures as many or more
 * (a column written negative throughout, `支出 -50.00`, keeps its way).
 */
export class ReversalFigures {
  private readonly rows: readonly SidedFigures[];
  private readonly conventions: ReadonlyMap<Side, 'negative' | 'positive'>;
  private readonly byLine: ReadonlyMap<number, number>;
  /** the rows booked the other way than their column's, by column and by the figure's sign */
  private readonly turned = new Map<string, { side: Side; positive: boolean; lines: number[] }>();
  private readonly turnedByBalance = new Set<string>();
  /** the columns whose convention the balance column showed (by their other rows) */
  private readonly shownConventions: ReadonlySet<Side>;
  /** the rows of a negative figure whose way nothing in the file told */
  private readonly untold = new Set<number>();

  constructor(rows: readonly SidedFigures[]) {
    this.rows = rows;
    this.byLine = new Map(rows.map((r, i) => [r.line, i]));
    const signs = rows.flatMap((r) => [
      ...(r.debit !== null && !r.debit.isZero() ? [{ side: 'out' as const, negative: r.debit.isNegative() }] : []),
      ...(r.credit !== null && !r.credit.isZero() ? [{ side: 'in' as const, negative: r.credit.isNegative() }] : []),
    ]);
    const shown = this.conventionsShownByBalance();
    this.conventions = new Map([...mixedSignConventions(signs), ...shown]);
    this.shownConventions = new Set(shown.keys());
  }

  /**
   * Each column's convention as the balance column shows it, where it does one way only: a negative
   * figure shown going the other way than its column's (a reversal) or a positive one going its
   * column's way is a column of positive figures; the two others, one written negative.
   */
  private conventionsShownByBalance(): Map<Side, 'negative' | 'positive'> {
    const out = new Map<Side, 'negative' | 'positive'>();
    for (const side of ['out', 'in'] as const) {
      const seen = new Set<'negative' | 'positive'>();
      for (const r of this.rows) {
        const figure = side === 'out' ? r.debit : r.credit;
        if (figure === null || figure.isZero()) continue;
        const way = this.balanceWay(r.line, figure.abs());
        if (way === null) continue;
        seen.add((way === side) === !figure.isNegative() ? 'positive' : 'negative');
      }
      if (seen.size === 1) out.set(side, [...seen][0]!);
    }
    return out;
  }

  /** The row's amount, signed as the money moved: `figure` written in the column of `side`. */
  signed(line: number, side: Side, figure: Decimal): Decimal {
    const way = figure.isNegative() ? this.negativeWay(line, side, figure.abs()) : this.positiveWay(line, side, figure);
    if (way.side !== side) {
      const key = `${side} ${figure.isNegative() ? '-' : '+'} ${way.byBalance ? 'balance' : 'column'}`;
      const noted = this.turned.get(key) ?? { side, positive: !figure.isNegative(), lines: [] };
      noted.lines.push(line);
      this.turned.set(key, noted);
      if (way.byBalance) this.turnedByBalance.add(key);
    }
    if (way.untold) this.untold.add(line);
    return way.side === 'out' ? figure.abs().neg() : figure.abs();
  }

  /** Whether the row's figure was booked the other way than its column's (read so since 2026-11-29). */
  isTurned(line: number): boolean {
    return [...this.turned.values()].some((t) => t.lines.includes(line));
  }

  /**
   * Whether the row's figure is negative and nothing in the file told its way (no balance, no other
   * figures of its column): it was kept its column's way, which a reversal (冲正) may not go.
   */
  isUntold(line: number): boolean {
    return this.untold.has(line);
  }

  private negativeWay(line: number, side: Side, size: Decimal): Way {
    const shown = this.balanceWay(line, size);
    if (shown !== null) return { side: shown, byBalance: true };
    const convention = this.conventions.get(side);
    return { side: convention === 'positive' ? other(side) : side, byBalance: false, ...(convention === undefined ? { untold: true } : {}) };
  }

  private positiveWay(line: number, side: Side, size: Decimal): Way {
    const shown = this.conventions.get(side) === 'negative' ? this.balanceWay(line, size) : null;
    return shown !== null ? { side: shown, byBalance: true } : { side, byBalance: false };
  }

  /** The way the balance moved by `size` between the row and a neighbour, when only one way does. */
  private balanceWay(line: number, size: Decimal): Side | null {
    const i = this.byLine.get(line);
    const balance = i === undefined ? null : this.rows[i]!.balance;
    if (i === undefined || balance === null) return null;
    const ways = new Set<Side>();
    for (const j of [i - 1, i + 1]) {
      const before = this.rows[j]?.balance;
      if (before === null || before === undefined) continue;
      const moved = balance.sub(before);
      if (moved.eq(size)) ways.add('in');
      else if (moved.eq(size.neg())) ways.add('out');
    }
    return ways.size === 1 ? [...ways][0]! : null;
  }

  /** What the user is told of the rows booked the other way than their column's. */
  warnings(names: Readonly<Record<Side, string>>): string[] {
    return [...this.turned].map(([key, { side, positive, lines }]) => {
      const which = lines.length === 1 ? `row ${lines[0]}` : `rows ${lines.slice(0, 10).join(', ')}${lines.length > 10 ? ', …' : ''}`;
      const why = this.turnedByBalance.has(key) ? 'as the balance column shows' : this.shownConventions.has(side) ? 'as the balance column shows the column\'s other figures of its sign to go' : 'as the column\'s other figures are positive';
      const figure = positive ? `a positive figure in the money-${side} column (${names[side]}), written negative elsewhere` : `a negative figure in the money-${side} column (${names[side]})`;
      return `${figure}, ${which}, is booked as money ${other(side)}, ${why}: a reversal (冲正) of money ${side}; check ${lines.length === 1 ? 'it' : 'them'}`;
    });
  }
}

function other(side: Side): Side {
  return side === 'out' ? 'in' : 'out';
}
