// Money given to a person (给我妈转了一千, 公行转了三千块给我妈), with no word of what it buys: the
// account the ledger keeps for that person (Expenses:Family:Mom, or aliased 妈妈), else the one kept
// for both parents when the person is a parent, not the category of the last entry with them (妈妈买药
// made a transfer to 我妈 medicine, while 给妈妈转 reached Family:Mom by its alias 给妈).
import { mostUsedOfKind, type AccountFilter } from '../account-choice.ts';
import { foldCase, spokenNames, type NlpIndex } from '../ledger-index.ts';
import { parentsAccount } from './parents-account.ts';

/** What an account kept for one relative alone is called (its last segment) or aliased, by how the ledger's payees call them. */
const CALLED: Readonly<Record<string, readonly string[]>> = {
  妈妈: ['妈妈', '妈', '我妈', '老妈', '母亲', 'mom', 'mum', 'mother', 'mama'],
  爸爸: ['爸爸', '爸', '我爸', '老爸', '父亲', 'dad', 'father', 'papa'],
  姐姐: ['姐姐', '姐', '我姐', 'sister'],
  妹妹: ['妹妹', '妹', '我妹', 'sister'],
  哥哥: ['哥哥', '哥', '我哥', 'brother'],
  弟弟: ['弟弟', '弟', '我弟', 'brother'],
};

// Said to give money: 转 (转了, 转账, 转给), 打钱, 汇, 给 (给我妈 1000); a purchase (买, 付 for a thing)
// names what the money was for, which the last entry may say better.
const GIVEN = /转|打钱|汇款|汇了|给/;
const BOUGHT = /买|购|订|充值|缴|交.{0,2}费|请.{0,2}吃/;

/** Whether `text` says money given to someone rather than something bought for them. */
export function saysMoneyGiven(text: string): boolean {
  return GIVEN.test(text) && !BOUGHT.test(text);
}

/** The names of the account: its aliases and its last segment as said. */
function namesOf(index: NlpIndex, account: string): string[] {
  const aliases = index.accounts.get(account)?.aliases ?? [];
  return [...aliases, ...spokenNames(account.split(':').at(-1)!)].map(foldCase);
}

/**
 * The expense account kept for the person the ledger calls `name` (its alias or last segment
 * names them: 妈妈 or Mom), else for both parents when they are one of them (see parents-account.ts);
 * null when the ledger keeps none.
 */
export function accountKeptFor(index: NlpIndex, name: string, filter: AccountFilter): string | null {
  const called = new Set((CALLED[name] ?? [name]).map(foldCase));
  const alone = mostUsedOfKind(index, filter, (a) => namesOf(index, a).some((n) => called.has(n)));
  if (alone !== null) return alone;
  return name in CALLED && /[妈爸]/.test(name) ? parentsAccount(index, name, filter) : null;
}
