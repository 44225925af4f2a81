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

export function negateAmount(a: Amount): Amount {
  return { number: a.number.neg(), currency: a.currency };
}
