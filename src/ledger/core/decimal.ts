// Decimal numbers with the semantics of Python's `decimal` module in its default context
// (28 significant digits, ROUND_HALF_EVEN), which is what Beancount 2.3 computes with.
// A value is coefficient × 10^exponent; the exponent is kept, so 1.50 and 1.5 print as written.
//
// Almost every amount in a ledger has a coefficient far below 2^53, where a JS number is an
// exact integer: such coefficients are kept as numbers and computed on without allocating
// BigInts; larger ones (and any result that would leave the exact range) use bigint.

import { pythonDecimalText } from './python_repr.ts';

export const PRECISION = 28;
/** The default context's exponent limits: adjusted exponents from EMIN to EMAX, subnormals down to ETINY. */
export const EMAX = 999999;
export const EMIN = -999999;
export const ETINY = EMIN - (PRECISION - 1);

/**
 * What Python's default context traps: an operation whose result Python would not give
 * (Overflow: beyond 9.99E+999999; InvalidOperation: a quantize needing more than 28 digits, or
 * infinities that cancel). Beancount 2.3 stops with a traceback on it.
 */
export class DecimalSignal extends RangeError {
  readonly signal: 'Overflow' | 'InvalidOperation';
  constructor(signal: 'Overflow' | 'InvalidOperation') {
    super(`decimal.${signal}: [<class 'decimal.${signal}'>]`);
    this.signal = signal;
  }
}

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

/** At most PRECISION significant digits, half-even (how numbers are read; the exponent is kept). */
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

/**
 * Apply the context to the exact result coef × 10^exp of an operation, as Python's _fix does:
 * at most PRECISION digits, an exponent no lower than ETINY (a smaller number loses digits, down
 * to a zero of exponent ETINY), Overflow past EMAX. A zero's exponent is clamped to the range.
 * Only the digits of the coefficient are ever allocated, never a power of ten of the exponent.
 */
function fixContext(coef: bigint, exp: number): Decimal {
  if (coef === 0n) return new Decimal(0, Math.min(Math.max(exp, ETINY), EMAX));
  const digits = digitCount(coef);
  const target = Math.max(digits + exp - PRECISION, ETINY);
  let c = coef;
  let e = exp;
  if (e < target) {
    const drop = target - e;
    // Fewer digits than dropped: below half of the last kept unit, so zero.
    c = drop > digits ? 0n : roundDrop(coef, drop);
    e = target;
    if (c !== 0n && digitCount(c) > PRECISION) {
      c = c / TEN;
      e += 1;
    }
    if (c === 0n) return coef < 0n ? Decimal.negativeZero(e) : new Decimal(0, e);
  }
  if (e + digitCount(c) - 1 > EMAX) throw new DecimalSignal('Overflow');
  return new Decimal(c, e);
}

/** Whether an exact result with a safe coefficient and this exponent needs no context applied. */
function plainExponent(exp: number): boolean {
  return exp >= ETINY && exp <= EMAX - 15;
}

/** A safe integer (|n| <= 2^53 - 1) times 10^k when the product stays safe, else NaN. */
function scaled(n: number, k: number): number {
  if (k > 15) return n === 0 ? n : NaN; // a zero keeps its sign
  const v = n * POW10_NUMBER[k]!;
  return v <= MAX_SAFE && v >= -MAX_SAFE ? v : NaN;
}

/** Beyond this many zeros, toString writes an exponent (no one writes such numbers in a ledger). */
const PLAIN_LIMIT = 100_000;

const NUMBER_RE = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

export class Decimal {
  /**
   * The coefficient when it is a safe integer; for a larger one (`big` set), the nearest
   * finite double, which still has the right sign; ±Infinity for an infinity. -0 is Python's negative zero (`Decimal('-0.00')`),
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
      // Past 1.8E+308 the nearest double would be an infinity, which `small` keeps for Decimal infinities.
      this.small = Math.min(Math.max(Number(coef), -Number.MAX_VALUE), Number.MAX_VALUE);
      this.big = coef;
    }
    this.exp = exp;
  }

  /**
   * Python's Decimal('Infinity') or '-Infinity' (what `option "inferred_tolerance_multiplier"
   * "Infinity"` reads as): `small` is ±Infinity. Comparisons, sums and products follow Python;
   * what Python signals (Inf - Inf, 0 × Inf, a quantize) throws a DecimalSignal, and it has no
   * coefficient.
   */
  static infinity(negative: boolean): Decimal {
    return new Decimal(negative ? -Infinity : Infinity, 0);
  }

  isFinite(): boolean {
    return this.small - this.small === 0;
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
      const e = this.exp < o.exp ? this.exp : o.exp;
      if (s <= MAX_SAFE && s >= -MAX_SAFE && plainExponent(e)) return zeroSigned(s, e);
    }
    if (!this.isFinite() || !o.isFinite()) return addInfinite(this, o.small);
    return addBig(this.coef, this.exp, o.coef, o.exp);
  }

  sub(o: Decimal): Decimal {
    if (this.big === null && o.big === null) {
      const s = this.exp === o.exp ? this.small - o.small : this.exp < o.exp ? this.small - scaled(o.small, o.exp - this.exp) : scaled(this.small, this.exp - o.exp) - o.small;
      const e = this.exp < o.exp ? this.exp : o.exp;
      if (s <= MAX_SAFE && s >= -MAX_SAFE && plainExponent(e)) return zeroSigned(s, e);
    }
    if (!this.isFinite() || !o.isFinite()) return addInfinite(this, -o.small);
    return addBig(this.coef, this.exp, -o.coef, o.exp);
  }

  mul(o: Decimal): Decimal {
    if (this.big === null && o.big === null) {
      // Exact when the rounded product is within the safe range (a larger true product rounds to 2^53 or more).
      const p = this.small * o.small;
      if (p <= MAX_SAFE && p >= -MAX_SAFE && plainExponent(this.exp + o.exp)) return zeroSigned(p, this.exp + o.exp);
    }
    if (!this.isFinite() || !o.isFinite()) {
      const p = this.small * o.small; // NaN for 0 × Inf
      if (p !== p) throw new DecimalSignal('InvalidOperation');
      return Decimal.infinity(p < 0);
    }
    // A zero times a large number: the product's sign is still the signs' exclusive or.
    if (this.small === 0 || o.small === 0) return zeroSigned(this.small * o.small, clampExponent(this.exp + o.exp));
    return fixContext(this.coef * o.coef, this.exp + o.exp);
  }

  /** Division as Python's Decimal.__truediv__ in a 28-digit context. */
  div(o: Decimal): Decimal {
    if (o.small === 0) throw new RangeError('division by zero');
    if (!this.isFinite() || !o.isFinite()) {
      if (!this.isFinite() && !o.isFinite()) throw new DecimalSignal('InvalidOperation');
      // Infinity / x is infinite; x / Infinity is a zero of the smallest exponent.
      return this.isFinite() ? zeroSigned(this.small / o.small, ETINY) : Decimal.infinity(this.small < 0 !== o.small < 0);
    }
    const idealExp = this.exp - o.exp;
    if (this.small === 0) return zeroSigned(this.small / o.small, clampExponent(idealExp)); // 0 / -5 is -0, as in Python
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
    return fixContext(negative ? -q : q, exp);
  }

  /** How many digits the coefficient has (Python's len(as_tuple().digits)); 1 for zero and infinities. */
  digits(): number {
    return this.isFinite() ? digitCount(this.coef) : 1;
  }

  /** The exponent of the first digit (Python's adjusted()). */
  adjusted(): number {
    return this.exp + this.digits() - 1;
  }

  /**
   * Python's quantize in the default context, or null where it signals InvalidOperation (and
   * Beancount 2.3 stops): an infinite operand, an exponent outside ETINY..EMAX, or a result of
   * more than PRECISION digits, which is known before any digit of it is made.
   */
  quantizeInContext(exp: number): Decimal | null {
    if (!this.isFinite() || exp < ETINY || exp > EMAX) return null;
    if (exp < this.exp && !this.isZero() && this.digits() + (this.exp - exp) > PRECISION) return null;
    const q = this.quantize(exp);
    return q.digits() > PRECISION || (!q.isZero() && q.adjusted() > EMAX) ? null : q;
  }

  /** Round to the given exponent (e.g. -2 for cents), half-even, like Decimal.quantize. */
  quantize(exp: number): Decimal {
    if (exp === this.exp) return this;
    if (!this.isFinite()) throw new DecimalSignal('InvalidOperation');
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
    // Rounded away entirely (and no power of ten of the gap made): below half a unit of 10^exp.
    const rounded = exp - this.exp > this.digits() ? 0n : roundDrop(this.coef, exp - this.exp);
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
    if (!this.isFinite() || !o.isFinite() || this.small === 0 || o.small === 0 || this.small < 0 !== o.small < 0) {
      // One side infinite, zero, or the signs differ: the doubles (nearest to the coefficients) order them.
      const a = this.small === 0 ? 0 : this.small;
      const b = o.small === 0 ? 0 : o.small;
      return a < b ? -1 : a > b ? 1 : 0;
    }
    // Same sign, both non-zero: the first digit's place decides, as in Python, before any alignment.
    const adjustedA = this.adjusted();
    const adjustedB = o.adjusted();
    if (adjustedA !== adjustedB) {
      const larger = adjustedA > adjustedB ? 1 : -1;
      return (this.small < 0 ? -larger : larger) as -1 | 1;
    }
    // Equal first places: the exponents differ by less than the digits, so aligning is cheap.
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

  /**
   * Plain notation: "-12.50", "0.0001", "300"; only a number whose plain text would run past
   * PLAIN_LIMIT zeros (an exponent only options and arithmetic make) is written as Python's str
   * writes it, "1E+999999", and an infinity as "Infinity".
   */
  toString(): string {
    if (!this.isFinite()) return this.small < 0 ? '-Infinity' : 'Infinity';
    if (this.exp > PLAIN_LIMIT || this.exp < -PLAIN_LIMIT) return pythonDecimalText(this);
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

/** A zero's exponent within the context's range. */
function clampExponent(exp: number): number {
  return exp < ETINY ? ETINY : exp > EMAX ? EMAX : exp;
}

/** A sum with an infinite operand (`b` is the second operand's double, its sign already applied). */
function addInfinite(a: Decimal, b: number): Decimal {
  const s = a.small + b;
  if (s !== s) throw new DecimalSignal('InvalidOperation'); // Infinity - Infinity
  return Decimal.infinity(s < 0);
}

/**
 * The sum in the context (the slow path of add and sub), as Python's __add__: a zero operand
 * keeps at most PRECISION + 1 digits of the other's exponent, and an operand far below the
 * other's last digit counts only as a sticky digit (Python's _normalize), so no power of ten of
 * a gap between exponents is made.
 */
function addBig(a: bigint, ea: number, b: bigint, eb: number): Decimal {
  if (ea === eb) return fixContext(a + b, ea);
  if (a === 0n || b === 0n) {
    if (a === 0n && b === 0n) return fixContext(0n, Math.min(ea, eb));
    const [c, e] = a === 0n ? [b, eb] : [a, ea];
    const exp = Math.max(Math.min(ea, eb), e - PRECISION - 1);
    return fixContext(c * pow10(e - exp), exp);
  }
  if (ea < eb) return addBig(b, eb, a, ea); // addition commutes: `a` has the larger exponent from here
  const lower = ea + Math.min(-1, digitCount(a) - PRECISION - 2);
  if (digitCount(b) + eb - 1 < lower) {
    b = b < 0n ? -1n : 1n;
    eb = lower;
  }
  return fixContext(a * pow10(ea - eb) + b, eb);
}

/** Sum of a list of decimals (ZERO for none). */
export function sumDecimals(values: Iterable<Decimal>): Decimal {
  let total = Decimal.ZERO;
  for (const v of values) total = total.add(v);
  return total;
}
