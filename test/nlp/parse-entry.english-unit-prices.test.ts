// QA traveller, session 41, finding 7: prices said per unit in English were booked as the price of
// one, with no warning: hotel 3 nights $180 per night visa, at $180 a night, 3 nights 180 USD each
// were 180, 2 coffees at €4.50 each 4.50. They are price × count now (540, 9), warned with the
// computation as 3晚 每晚 800 港币 (2400) is; a price per night with no count is booked as said, warned.
import { TRAVEL_LEDGER } from './travel-ledger.ts';
import { checkedSuite } from './checked-suite.ts';

checkedSuite('prices per unit said in English', TRAVEL_LEDGER, [
  {
    text: 'hotel 3 nights $180 per night visa',
    postings: 'Expenses:Travel:Hotel 540 USD; Liabilities:CreditCard:Visa -540 USD',
    narration: 'hotel 3 nights',
    warning: /^read \$180 per night as the price of one night: 180 × 3 nights = 540$/m,
  },
  { text: 'hotel 3 nights at $180 a night visa', postings: 'Expenses:Travel:Hotel 540 USD; Liabilities:CreditCard:Visa -540 USD', narration: 'hotel 3 nights' },
  { text: 'hotel 3 nights 180 USD each visa', postings: 'Expenses:Travel:Hotel 540 USD; Liabilities:CreditCard:Visa -540 USD', warning: /180 × 3 nights = 540/ },
  { text: 'hotel $180/night 3 nights visa', postings: 'Expenses:Travel:Hotel 540 USD; Liabilities:CreditCard:Visa -540 USD' },
  { text: 'hotel 3 nights per night $180 visa', postings: 'Expenses:Travel:Hotel 540 USD; Liabilities:CreditCard:Visa -540 USD' },
  { text: 'hotel two nights at 180 USD a night visa', postings: 'Expenses:Travel:Hotel 360 USD; Liabilities:CreditCard:Visa -360 USD' },
  {
    text: '2 coffees at €4.50 each wise',
    postings: 'Expenses:Food 9 EUR; Assets:Wise -9 EUR',
    narration: '2 coffees',
    warning: /^read €4\.50 each as the price of one coffee: 4\.50 × 2 coffees = 9$/m,
  },
  { text: 'coffee 2 cups $4.50 a cup visa', postings: 'Expenses:Food 9 USD; Liabilities:CreditCard:Visa -9 USD' },
  // a total said beside them is what was paid (it was booked beside the price: 720)
  { text: 'hotel 3 nights $180 per night total $540 visa', postings: 'Expenses:Travel:Hotel 540 USD; Liabilities:CreditCard:Visa -540 USD', warning: /read 540 as the total: 180 × 3 nights = 540/ },
  // no count: the price said, warned
  { text: 'hotel $180 per night visa', postings: 'Expenses:Travel:Hotel 180 USD; Liabilities:CreditCard:Visa -180 USD', warning: /read \$180 per night as the price of one night, and no quantity is said: booked 180/ },
], '2026-11-10');
