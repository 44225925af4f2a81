// Plugins read a metadata value as Python would in an `if`: what counts as true there.
import type { MetaValue } from '../core/directives.ts';

/** Python truthiness of a metadata value: false for FALSE, NULL, zero and the empty string. */
export function metaTruthy(v: MetaValue): boolean {
  switch (v.type) {
    case 'null':
      return false;
    case 'bool':
      return v.value;
    case 'number':
      return !v.value.isZero();
    case 'amount':
      return true;
    default:
      return v.value !== '';
  }
}
