// beancount.core.account.is_valid, which plugins use to check an account name given in their
// configuration: `re.match(ACCOUNT_RE + '$', name)` with Beancount 2.3's own Unicode classes
// (regexp_utils): a root component `[\p{Lu}][\p{L}\p{Nd}-]*`, then one or more
// `:[\p{Lu}\p{Nd}][\p{L}\p{Nd}-]*`. Beancount's table of letters is old and sparse (most CJK
// ideographs are not in it), so this is stricter than the parser's rule for account names
// (names.ts): `Expenses:Food:餐饮` parses but is not valid here. Python's `$` also matches
// before a final newline, so one trailing "\n" is accepted, as Beancount does.
import { DIGIT, LETTER, UPPER } from './beancount2_letters.ts';
import { inRanges } from './names.ts';

const isUpper = (cp: number) => inRanges(UPPER, cp);
const isDigit = (cp: number) => inRanges(DIGIT, cp);
const isNameChar = (cp: number) => cp === 0x2d || inRanges(LETTER, cp) || isDigit(cp);

/** account.is_valid(name) of Beancount 2.3. */
export function isValidAccount(name: string): boolean {
  const text = name.endsWith('\n') ? name.slice(0, -1) : name;
  const components = text.split(':');
  if (components.length < 2) return false;
  return components.every((component, i) => {
    const cps = [...component].map((c) => c.codePointAt(0)!);
    if (cps.length === 0) return false;
    const first = cps[0]!;
    if (!(isUpper(first) || (i > 0 && isDigit(first)))) return false;
    return cps.slice(1).every(isNameChar);
  });
}
