// The bigint-only Decimal this engine used before coefficients got a number fast path; kept
// as the reference that the fast path must agree with, operation by operation.
// Decimal numbers with the semantics of Python's `decimal` module in its default context
// (28 significant digits, ROUND_HALF_EVEN), which is what Beancount 2.3 computes with.
// A value is coefficient × 10^exponent; the exponent is kept, so 1.50 and 1.5 print as written.

const PRECISION = 28;

const TEN = 10n;
const POW10: bigint[] = [1n];
function pow10(n: number): bigint {
  while (POW10.length <= n) POW10.push(POW10[POW10.length - 1]! * TEN);
  return POW10[n]!;
}

function digitCount(n: bigint): number {
  if (n < 0n) n = -n;
  if (n < 10n) return 1;
  if (n < 10_000_000_000_000_000n) return n.toString().length; // fast enough, exact
  return n.toString().length;
}

/** Round |coef| to `drop` fewer digits, half-even. Returns the new coefficient. */
function roundDrop(coef: bigint, drop: number): bigint {
  if (drop <= 0) return coef;
  const negative = coef < 0n;
  const abs = negative ? -coef : coef;
  const div = pow10(drop);
  let q = abs / div;
  const r = abs % div;
  const twice = r * 2n;
  if (twice > div || (twice === div && q % 2n === 1n)) q += 1n;
  return negative ? -q : q;
}

/** Apply the context: at most PRECISION significant digits, half-even. */
/** 10^PRECISION: a coefficient below it in magnitude needs no rounding. */
const PRECISION_LIMIT = 10n ** BigInt(PRECISION);

function fix(coef: bigint, exp: number): ReferenceDecimal {
  // Fast path (no digit count, which formats the number): the usual case.
  if (coef < PRECISION_LIMIT && coef > -PRECISION_LIMIT) return new ReferenceDecimal(coef, exp);
  const digits = digitCount(coef);
  if (digits <= PRECISION) return new ReferenceDecimal(coef, exp);
  const drop = digits - PRECISION;
  let c = roundDrop(coef, drop);
  let e = exp + drop;
  if (digitCount(c) > PRECISION) {
    c = c / TEN; // 999..9 rounded up to 1000..0: the last digit is a zero
    e += 1;
  }
  return new ReferenceDecimal(c, e);
}

const NUMBER_RE = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

export class ReferenceDecimal {
  readonly coef: bigint;
  readonly exp: number;

  constructor(coef: bigint, exp: number) {
    this.coef = coef;
    this.exp = exp;
  }

  static readonly ZERO = new ReferenceDecimal(0n, 0);
  static readonly ONE = new ReferenceDecimal(1n, 0);

  /** Parse decimal text: "1", "-12.50", ".5", "1e3", "1,234.5" (commas ignored). */
  static parse(text: string): ReferenceDecimal {
    const d = ReferenceDecimal.tryParse(text);
    if (!d) throw new Error(`invalid decimal number: ${JSON.stringify(text)}`);
    return d;
  }

  static tryParse(text: string): ReferenceDecimal | null {
    let t = text.trim();
    if (t.includes(',')) t = t.replace(/,/g, '');
    const m = NUMBER_RE.exec(t);
    if (!m) return null;
    const intPart = m[2] ?? '';
    const frac = m[3] ?? '';
    if (intPart === '' && frac === '') return null;
    let coef = BigInt((intPart || '0') + frac);
    if (m[1] === '-') coef = -coef;
    const exp = -frac.length + (m[4] ? Number(m[4]) : 0);
    return fix(coef, exp);
  }

  static fromInt(n: number | bigint): ReferenceDecimal {
    return new ReferenceDecimal(BigInt(n), 0);
  }

  isZero(): boolean {
    return this.coef === 0n;
  }
  sign(): -1 | 0 | 1 {
    return this.coef === 0n ? 0 : this.coef < 0n ? -1 : 1;
  }
  isNegative(): boolean {
    return this.coef < 0n;
  }
  isPositive(): boolean {
    return this.coef > 0n;
  }

  // Python's unary minus and abs() round to the context, as its arithmetic does.
  neg(): ReferenceDecimal {
    return this.coef === 0n ? this : fix(-this.coef, this.exp);
  }
  abs(): ReferenceDecimal {
    return fix(this.coef < 0n ? -this.coef : this.coef, this.exp);
  }

  add(o: ReferenceDecimal): ReferenceDecimal {
    if (this.exp === o.exp) return fix(this.coef + o.coef, this.exp);
    if (this.exp < o.exp) return fix(this.coef + o.coef * pow10(o.exp - this.exp), this.exp);
    return fix(this.coef * pow10(this.exp - o.exp) + o.coef, o.exp);
  }

  sub(o: ReferenceDecimal): ReferenceDecimal {
    // one rounding, of the exact difference (o.neg() would round o first)
    return this.add(new ReferenceDecimal(-o.coef, o.exp));
  }

  mul(o: ReferenceDecimal): ReferenceDecimal {
    return fix(this.coef * o.coef, this.exp + o.exp);
  }

  /** Division as Python's ReferenceDecimal.__truediv__ in a 28-digit context. */
  div(o: ReferenceDecimal): ReferenceDecimal {
    if (o.coef === 0n) throw new RangeError('division by zero');
    const idealExp = this.exp - o.exp;
    if (this.coef === 0n) return new ReferenceDecimal(0n, idealExp);
    const negative = this.coef < 0n !== o.coef < 0n;
    const a = this.coef < 0n ? -this.coef : this.coef;
    const b = o.coef < 0n ? -o.coef : o.coef;
    const shift = digitCount(b) - digitCount(a) + PRECISION + 1;
    let exp = idealExp - shift;
    let q: bigint;
    let r: bigint;
    if (shift >= 0) {
      const n = a * pow10(shift);
      q = n / b;
      r = n % b;
    } else {
      const d = b * pow10(-shift);
      q = a / d;
      r = a % d;
    }
    if (r !== 0n) {
      if (q % 5n === 0n) q += 1n; // sticky digit so that half-even rounding sees the remainder
    } else {
      while (exp < idealExp && q % TEN === 0n) {
        q /= TEN;
        exp += 1;
      }
    }
    return fix(negative ? -q : q, exp);
  }

  /** Round to the given exponent (e.g. -2 for cents), half-even, like ReferenceDecimal.quantize. */
  quantize(exp: number): ReferenceDecimal {
    if (exp === this.exp) return this;
    if (exp < this.exp) return new ReferenceDecimal(this.coef * pow10(this.exp - exp), exp);
    return new ReferenceDecimal(roundDrop(this.coef, exp - this.exp), exp);
  }

  cmp(o: ReferenceDecimal): -1 | 0 | 1 {
    let a = this.coef;
    let b = o.coef;
    if (this.exp > o.exp) a *= pow10(this.exp - o.exp);
    else if (o.exp > this.exp) b *= pow10(o.exp - this.exp);
    return a < b ? -1 : a > b ? 1 : 0;
  }
  eq(o: ReferenceDecimal): boolean {
    return this.cmp(o) === 0;
  }
  lt(o: ReferenceDecimal): boolean {
    return this.cmp(o) < 0;
  }
  lte(o: ReferenceDecimal): boolean {
    return this.cmp(o) <= 0;
  }
  gt(o: ReferenceDecimal): boolean {
    return this.cmp(o) > 0;
  }
  gte(o: ReferenceDecimal): boolean {
    return this.cmp(o) >= 0;
  }

  /** Number of digits after the decimal point as written (0 for integers). */
  scale(): number {
    return this.exp < 0 ? -this.exp : 0;
  }

  /** Plain notation, never scientific: "-12.50", "0.0001", "300". */
  toString(): string {
    const negative = this.coef < 0n;
    let digits = (negative ? -this.coef : this.coef).toString();
    if (this.exp >= 0) {
      if (this.coef !== 0n) digits += '0'.repeat(this.exp);
      return (negative ? '-' : '') + digits;
    }
    const places = -this.exp;
    if (digits.length <= places) digits = '0'.repeat(places - digits.length + 1) + digits;
    const cut = digits.length - places;
    return (negative ? '-' : '') + digits.slice(0, cut) + '.' + digits.slice(cut);
  }

  toJSON(): string {
    return this.toString();
  }

  /** Only for display-independent heuristics (never for money arithmetic). */
  toNumberApprox(): number {
    return Number(this.toString());
  }
}

