// What Python does with a dict that a plugin's configuration evaluates to (see python_literal.ts):
// keys compare by value (1, 1.0 and True are one key; a later value replaces an earlier one in
// the earlier key's place), a list, dict or set cannot be a key or a set item (eval fails with
// "unhashable type"), and `d[key]` / `d.pop(key, default)` look keys up by that equality.
import { type PythonValue, pythonTypeName } from './python_literal.ts';

/**
 * A text equal for values Python's `==` finds equal among hashable values; throws Python's
 * TypeError message for an unhashable one (a list, dict or set, or a tuple holding one).
 */
export function pythonHashKey(v: PythonValue): string {
  switch (v.kind) {
    case 'str':
      return `s${v.value}`;
    case 'none':
      return 'N';
    case 'bool':
      return v.value ? 'n1' : 'n0';
    case 'int':
      return `n${v.value.toString()}`;
    case 'float':
      // An integral float equals the int of its value (-0.0 == 0); inf reads as Infinity.
      return Number.isInteger(v.value) ? `n${BigInt(v.value).toString()}` : `f${v.value}`;
    case 'tuple':
      return `t${JSON.stringify(v.items.map(pythonHashKey))}`;
    default:
      throw new Error(`unhashable type: '${pythonTypeName(v)}'`);
  }
}

/** Throws where evaluating the literal fails in Python: an unhashable dict key or set item, at any depth. */
export function checkEvaluable(v: PythonValue): void {
  switch (v.kind) {
    case 'list':
    case 'tuple':
      v.items.forEach(checkEvaluable);
      return;
    case 'set':
      for (const item of v.items) {
        checkEvaluable(item);
        pythonHashKey(item);
      }
      return;
    case 'dict':
      for (const [key, value] of v.entries) {
        checkEvaluable(key);
        pythonHashKey(key);
        checkEvaluable(value);
      }
      return;
    default:
  }
}

/** A Python dict: its items in Python's order, looked up by Python's key equality. */
export class PythonDict {
  private readonly items = new Map<string, [PythonValue, PythonValue]>();

  /** The dict a dict literal evaluates to (call checkEvaluable on the whole literal first). */
  constructor(literal: Extract<PythonValue, { kind: 'dict' }>) {
    for (const [key, value] of literal.entries) {
      const hash = pythonHashKey(key);
      const previous = this.items.get(hash);
      // The first key written stays, with the last value.
      this.items.set(hash, [previous?.[0] ?? key, value]);
    }
  }

  /** `d.get(key)` for a string key: undefined when absent. */
  get(key: string): PythonValue | undefined {
    return this.items.get(`s${key}`)?.[1];
  }

  /** `d.pop(key, fallback)` for a string key. */
  pop(key: string, fallback: PythonValue): PythonValue {
    const value = this.get(key);
    this.items.delete(`s${key}`);
    return value ?? fallback;
  }

  /** `d.items()`, in order. */
  entries(): (readonly [PythonValue, PythonValue])[] {
    return [...this.items.values()];
  }
}

