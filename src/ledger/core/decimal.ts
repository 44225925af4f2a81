// Decimal numbers with the semantics of Python's `decimal` module in its default context
// (28 significant digits, ROUND_HALF_EVEN), which is what Beancount 2.3 computes with.
// A value is coefficient × 10^exponent; the exponent is kept, so 1.50 and 1.5 print as written.
//
// Almost every amount in a ledger has a coefficient far below 2^53, where a JS number is an
// exact integer: such coefficients are kept as numbers and computed on without allocating
// BigInts; larger ones (and any result that would leave the exact range) use bigint.

export const PRECISION = 28;

const TEN = 10n;
const POW10: bigint[] = [1n];
function pow10(n: number): bigint {
  while (POW10.length <= n) POW10.push(POW10[POW10.length - 1]! * TEN);
  return POW10[n]!;
}
/** 10^0 .. 10^22: every one is an exact double. */
const POW10_NUMBER: number[] = [];
for (let i = 0, p = 1; i <= 22; i++, p *= 10) POW10_NUMBER.push(p);

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const MAX_SAFE_BIG = BigInt(MAX_SAFE);

function digitCount(n: bigint): number {
  if (n < 0n) n = -n;
  if (n < 10n) return 1;
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

/** 10^PRECISION: a coefficient below it in magnitude needs no rounding. */
const PRECISION_LIMIT = 10n ** BigInt(PRECISION);

/** Apply the context: at most PRECISION significant digits, half-even. */
function fix(coef: bigint, exp: number): Decimal {
  if (coef < PRECISION_LIMIT && coef > -PRECISION_LIMIT) return new Decimal(coef, exp);
  const digits = digitCount(coef);
  if (digits <= PRECISION) return new Decimal(coef, exp);
  const drop = digits - PRECISION;
  let c = roundDrop(coef, drop);
  let e = exp + drop;
  if (digitCount(c) > PRECISION) {
    c = c / TEN; // 999..9 rounded up to 1000..0: the last digit is a zero
    e += 1;
  }
  return new Decimal(c, e);
}

/** A safe integer (|n| <= 2^53 - 1) times 10^k when the product stays safe, else NaN. */
function scaled(n: number, k: number): number {
  if (k > 15) return n === 0 ? n : NaN; // a zero keeps its sign
  const v = n * POW10_NUMBER[k]!;
  return v <= MAX_SAFE && v >= -MAX_SAFE ? v : NaN;
}

const NUMBER_RE = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

export class Decimal {
  /**
   * The coefficient when it is a safe integer; for a larger one (`big` set), the nearest
   * double, which still has the right sign. -0 is Python's negative zero (`Decimal('-0.00')`),
   * which only the operations that make one in Python make (see `negativeZero`).
   */
  readonly small: number;
  /** The exact coefficient when it is beyond Number.MAX_SAFE_INTEGER, else null. */
  readonly big: bigint | null;
  readonly exp: number;

  /** `coef` may be a number only when it is a safe integer. */
  constructor(coef: bigint | number, exp: number) {
    if (typeof coef === 'number') {
      this.small = coef + 0; // never -0
      this.big = null;
    } else if (coef <= MAX_SAFE_BIG && coef >= -MAX_SAFE_BIG) {
      this.small = Number(coef);
      this.big = null;
    } else {
      this.small = Number(coef);
      this.big = coef;
    }
    this.exp = exp;
  }

  /** The exact coefficient. */
  get coef(): bigint {
    return this.big ?? BigInt(this.small);
  }

  /**
   * Python's negative zero with this exponent. The constructor never makes one; Python's
   * arithmetic does, and so do these: quantize of a negative number that rounds to zero
   * (an interpolated `-0.00`), a product or quotient of a zero and a negative number, and a
   * sum of negative zeros (the sign rules of IEEE doubles, which `small` follows, are
   * Python's for a context that rounds half-even). Negation and `abs` of a zero give +0, and
   * text never parses to -0 (Beancount's grammar negates with `__neg__`).
   */
  static negativeZero(exp: number): Decimal {
    const d = new Decimal(0, exp);
    (d as { small: number }).small = -0;
    return d;
  }

  /** Python's `is_signed()` of a zero: true for -0, whatever the exponent. */
  isNegativeZero(): boolean {
    return this.small === 0 && 1 / this.small < 0;
  }

  static readonly ZERO = new Decimal(0, 0);
  static readonly ONE = new Decimal(1, 0);

  /** Parse decimal text: "1", "-12.50", ".5", "1e3", "1,234.5" (commas ignored). */
  static parse(text: string): Decimal {
    const d = Decimal.tryParse(text);
    if (!d) throw new Error(`invalid decimal number: ${JSON.stringify(text)}`);
    return d;
  }

  static tryParse(text: string): Decimal | null {
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

  static fromInt(n: number | bigint): Decimal {
    return new Decimal(BigInt(n), 0);
  }

  isZero(): boolean {
    return this.small === 0;
  }
  sign(): -1 | 0 | 1 {
    return this.small === 0 ? 0 : this.small < 0 ? -1 : 1;
  }
  isNegative(): boolean {
    return this.small < 0;
  }
  isPositive(): boolean {
    return this.small > 0;
  }

  /** Python's unary minus: a zero of either sign gives +0. */
  // Python's unary minus and abs() are operations of the context: a coefficient of more than 28
  // digits (only text parses to one) comes out rounded, as Beancount's -units and abs(units) do.
  neg(): Decimal {
    if (this.small === 0) return this.isNegativeZero() ? new Decimal(0, this.exp) : this;
    return this.big === null ? new Decimal(-this.small, this.exp) : fix(-this.big, this.exp);
  }
  abs(): Decimal {
    if (this.big !== null) return fix(this.big < 0n ? -this.big : this.big, this.exp);
    return this.small < 0 || this.isNegativeZero() ? this.neg() : this;
  }

  add(o: Decimal): Decimal {
    if (this.big === null && o.big === null) {
      const s = this.exp === o.exp ? this.small + o.small : this.exp < o.exp ? this.small + scaled(o.small, o.exp - this.exp) : scaled(this.small, this.exp - o.exp) + o.small;
      if (s <= MAX_SAFE && s >= -MAX_SAFE) return zeroSigned(s, this.exp < o.exp ? this.exp : o.exp);
    }
    return addBig(this.coef, this.exp, o.coef, o.exp);
  }

  sub(o: Decimal): Decimal {
    if (this.big === null && o.big === null) {
      const s = this.exp === o.exp ? this.small - o.small : this.exp < o.exp ? this.small - scaled(o.small, o.exp - this.exp) : scaled(this.small, this.exp - o.exp) - o.small;
      if (s <= MAX_SAFE && s >= -MAX_SAFE) return zeroSigned(s, this.exp < o.exp ? this.exp : o.exp);
    }
    return addBig(this.coef, this.exp, -o.coef, o.exp);
  }

  mul(o: Decimal): Decimal {
    if (this.big === null && o.big === null) {
      // Exact when the rounded product is within the safe range (a larger true product rounds to 2^53 or more).
      const p = this.small * o.small;
      if (p <= MAX_SAFE && p >= -MAX_SAFE) return zeroSigned(p, this.exp + o.exp);
    }
    // A zero times a large number: the product's sign is still the signs' exclusive or.
    if (this.small === 0 || o.small === 0) return zeroSigned(this.small * o.small, this.exp + o.exp);
    return fix(this.coef * o.coef, this.exp + o.exp);
  }

  /** Division as Python's Decimal.__truediv__ in a 28-digit context. */
  div(o: Decimal): Decimal {
    if (o.small === 0) throw new RangeError('division by zero');
    const idealExp = this.exp - o.exp;
    if (this.small === 0) return zeroSigned(this.small / o.small, idealExp); // 0 / -5 is -0, as in Python
    const negative = this.small < 0 !== o.small < 0;
    const a = this.small < 0 ? -this.coef : this.coef;
    const b = o.small < 0 ? -o.coef : o.coef;
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

  /** How many digits the coefficient has (Python's len(as_tuple().digits)); 1 for zero. */
  digits(): number {
    return digitCount(this.coef);
  }

  /** Round to the given exponent (e.g. -2 for cents), half-even, like Decimal.quantize. */
  quantize(exp: number): Decimal {
    if (exp === this.exp) return this;
    if (this.small === 0) return this.isNegativeZero() ? Decimal.negativeZero(exp) : new Decimal(0, exp);
    if (this.big === null) {
      if (exp < this.exp) {
        const v = scaled(this.small, this.exp - exp);
        if (v === v) return new Decimal(v, exp); // not NaN
      } else if (exp - this.exp <= 22) {
        const div = POW10_NUMBER[exp - this.exp]!;
        const negative = this.small < 0;
        const abs = negative ? -this.small : this.small;
        const r = abs % div; // exact for doubles
        let q = (abs - r) / div; // an exact integer quotient
        const twice = r * 2;
        if (twice > div || (twice === div && q % 2 === 1)) q += 1;
        // -0.001 quantized to cents is -0.00 in Python: the sign stays.
        return negative && q === 0 ? Decimal.negativeZero(exp) : new Decimal(negative ? -q : q, exp);
      }
    }
    if (exp < this.exp) return new Decimal(this.coef * pow10(this.exp - exp), exp);
    const rounded = roundDrop(this.coef, exp - this.exp);
    return rounded === 0n && this.small < 0 ? Decimal.negativeZero(exp) : new Decimal(rounded, exp);
  }

  cmp(o: Decimal): -1 | 0 | 1 {
    if (this.big === null && o.big === null) {
      let a = this.small;
      let b = o.small;
      if (this.exp > o.exp) a = scaled(a, this.exp - o.exp);
      else if (o.exp > this.exp) b = scaled(b, o.exp - this.exp);
      if (a === a && b === b) return a < b ? -1 : a > b ? 1 : 0; // neither NaN
    }
    let a = this.coef;
    let b = o.coef;
    if (this.exp > o.exp) a *= pow10(this.exp - o.exp);
    else if (o.exp > this.exp) b *= pow10(o.exp - this.exp);
    return a < b ? -1 : a > b ? 1 : 0;
  }
  eq(o: Decimal): boolean {
    return this.cmp(o) === 0;
  }
  lt(o: Decimal): boolean {
    return this.cmp(o) < 0;
  }
  lte(o: Decimal): boolean {
    return this.cmp(o) <= 0;
  }
  gt(o: Decimal): boolean {
    return this.cmp(o) > 0;
  }
  gte(o: Decimal): boolean {
    return this.cmp(o) >= 0;
  }

  /** Number of digits after the decimal point as written (0 for integers). */
  scale(): number {
    return this.exp < 0 ? -this.exp : 0;
  }

  /**
   * The same value without the coefficient's trailing zeros, like Python's Decimal.normalize:
   * 4.00 -> 4, 1.50 -> 1.5, 0.00 and -0.00 -> 0. Equal values give equal fields and text, whatever the
   * number of decimals they were written with.
   */
  normalize(): Decimal {
    if (this.small === 0) return this.exp === 0 && !this.isNegativeZero() ? this : Decimal.ZERO;
    let exp = this.exp;
    if (this.big === null) {
      let small = this.small;
      if (small % 10 !== 0) return this;
      while (small % 10 === 0) {
        small /= 10;
        exp += 1;
      }
      return new Decimal(small, exp);
    }
    let coef = this.big;
    while (coef % TEN === 0n) {
      coef /= TEN;
      exp += 1;
    }
    return new Decimal(coef, exp);
  }

  /** Plain notation, never scientific: "-12.50", "0.0001", "300". */
  toString(): string {
    const negative = this.small < 0 || this.isNegativeZero();
    // A safe integer prints as plain digits (doubles below 1e21 never use exponent notation).
    let digits = this.big === null ? String(negative ? -this.small : this.small) : (negative ? -this.big : this.big).toString();
    if (this.exp >= 0) {
      if (this.small !== 0) digits += '0'.repeat(this.exp);
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

/** A result that fits a number: a -0 (from the signs of the operands, as IEEE and Python agree) kept. */
function zeroSigned(n: number, exp: number): Decimal {
  return n === 0 && 1 / n < 0 ? Decimal.negativeZero(exp) : new Decimal(n, exp);
}

/** The exact sum, in the context (the slow path of add and sub). */
function addBig(a: bigint, ea: number, b: bigint, eb: number): Decimal {
  if (ea === eb) return fix(a + b, ea);
  if (ea < eb) return fix(a + b * pow10(eb - ea), ea);
  return fix(a * pow10(ea - eb) + b, eb);
}

/** Sum of a list of decimals (ZERO for none). */
export function sumDecimals(values: Iterable<Decimal>): Decimal {
  let total = Decimal.ZERO;
  for (const v of values) total = total.add(v);
  return total;
}
