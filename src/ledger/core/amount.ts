import { Decimal } from './decimal.ts';

/** A number of a currency (commodity). */
export interface Amount {
  readonly number: Decimal;
  readonly currency: string;
}

export function amount(number: Decimal | string, currency: string): Amount {
  return { number: typeof number === 'string' ? Decimal.parse(number) : number, currency };
}

export function amountToString(a: Amount): string {
  return `${a.number.toString()} ${a.currency}`;
}

/** Beancount's grammar makes an `@@` total a per-unit price: the total over |units| (0 for no units). */
export function perUnitPrice(total: Decimal, units: Decimal): Decimal {
  return units.isZero() ? Decimal.ZERO : total.div(units.abs());
}

export function negateAmount(a: Amount): Amount {
  return { number: a.number.neg(), currency: a.currency };
}
