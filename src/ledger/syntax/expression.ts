// Arithmetic in amounts (`12 * 3.5`, `-(3 + 4) / 2`), evaluated with Python Decimal semantics
// as Beancount's grammar does: unary minus binds tightest, then * and /, then + and -.
import { Decimal, DecimalSignal } from '../core/decimal.ts';
import { Cursor, isDigit, LPAREN, MINUS, NUMBER_START, PLUS, RPAREN, SLASH, STAR } from './cursor.ts';

const LIMIT = 10n ** 28n;

/** Python applies the context (28 digits) to the result of a unary operator. */
function rounded(d: Decimal): Decimal {
  if (d.big === null) return d; // a safe integer has at most 16 digits
  const c = d.big < 0n ? -d.big : d.big;
  return c < LIMIT ? d : new Decimal(0n, d.exp).add(d);
}

/**
 * An operation of the expression. Past the context (a product beyond 9.99E+999999), Python's
 * Overflow escapes Beancount's grammar action and its parser reports this on the line.
 */
function operate(cur: Cursor, op: () => Decimal): Decimal {
  try {
    return op();
  } catch (err) {
    if (!(err instanceof DecimalSignal)) throw err;
    return cur.fail("SystemError: <class 'decimal.Decimal'> returned a result with an exception set");
  }
}

/** True when a number expression can start at code c. */
export function startsNumber(c: number): boolean {
  return isDigit(c) || c === MINUS || c === PLUS || c === LPAREN;
}

/** Read a number expression at the cursor; a plain number takes the fast path. */
export function readExpression(cur: Cursor): Decimal {
  // The usual `12.50` or `-12.50` followed by no operator: the same result and cursor position
  // as the general path below, without its calls.
  let c = cur.code();
  let n: Decimal | null = null;
  if (isDigit(c)) n = cur.readNumber();
  else if (c === MINUS && isDigit(cur.codeAt(cur.pos + 1))) {
    cur.pos++;
    n = rounded(cur.readNumber(true)!);
  }
  if (n !== null) {
    cur.skipSpaces();
    c = cur.code();
    if (c !== PLUS && c !== MINUS && c !== STAR && c !== SLASH) return n;
    return continueSum(cur, continueTerm(cur, n));
  }
  return continueSum(cur, readTerm(cur));
}

function continueSum(cur: Cursor, left: Decimal): Decimal {
  let value = left;
  while (true) {
    cur.skipSpaces();
    const c = cur.code();
    if (c !== PLUS && c !== MINUS) return value;
    cur.pos++;
    cur.skipSpaces();
    const right = readTerm(cur);
    value = operate(cur, () => (c === PLUS ? value.add(right) : value.sub(right)));
  }
}

function readTerm(cur: Cursor): Decimal {
  return continueTerm(cur, readUnary(cur));
}

function continueTerm(cur: Cursor, left: Decimal): Decimal {
  let value = left;
  while (true) {
    const save = cur.pos;
    cur.skipSpaces();
    const c = cur.code();
    if (c !== STAR && c !== SLASH) {
      cur.pos = save;
      return value;
    }
    cur.pos++;
    cur.skipSpaces();
    const right = readUnary(cur);
    if (c === STAR) value = operate(cur, () => value.mul(right));
    else {
      if (right.isZero()) cur.fail('Division by zero in a number expression');
      value = operate(cur, () => value.div(right));
    }
  }
}

/**
 * How deep parentheses and signs may nest in one expression. Each level is a few calls deep here:
 * without a limit, ~2,600 parentheses overflowed the stack and the whole ledger could not be read
 * (Beancount's parser gives up near 10,000); beyond it the entry is a syntax error, the rest read.
 */
export const MAX_EXPRESSION_DEPTH = 1000;
let depth = 0;

function readUnary(cur: Cursor): Decimal {
  const c = cur.code();
  if (c !== MINUS && c !== PLUS && c !== LPAREN) {
    const n = cur.readNumber();
    if (n === null) cur.unexpected(NUMBER_START);
    return n;
  }
  if (depth >= MAX_EXPRESSION_DEPTH) cur.fail(`Number expression nested more than ${MAX_EXPRESSION_DEPTH} levels deep`);
  depth++;
  try {
    return readNested(cur, c);
  } finally {
    depth--;
  }
}

/** A signed or parenthesized operand: `-x`, `+x`, `(...)` (c is its sign or its parenthesis). */
function readNested(cur: Cursor, c: number): Decimal {
  if (c === MINUS || c === PLUS) {
    cur.pos++;
    cur.skipSpaces();
    if (c === MINUS && isDigit(cur.code())) {
      // `-12.50`: a negative literal, the same value as negating it (28 digits or fewer).
      const n = cur.readNumber(true)!;
      return rounded(n);
    }
    const operand = readUnary(cur);
    return rounded(c === MINUS ? operand.neg() : operand);
  }
  // `(`
  cur.pos++;
  cur.skipSpaces();
  const inner = readExpression(cur);
  cur.skipSpaces();
  // Beancount's parser expects RPAREN or an operator there: more than it lists.
  if (cur.code() !== RPAREN) cur.unexpected();
  cur.pos++;
  return inner;
}
