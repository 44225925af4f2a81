// Recheck QA of session 41: a count said after a price of each (2 tickets $50 each 1 beer $8) was
// read as the total of the tickets (1: booked 9), and another count before the nights (hotel 2 rooms
// 3 nights $100 per night) was booked as money (2 + 300). Each price takes the count said before
// it; 1 beer and 2 rooms are counts, no money; the rooms are warned of (since session 42 they
// count: the price of a night is of each room; people beside nights are still only warned of).
import { TRAVEL_LEDGER } from './travel-ledger.ts';
import { checkedSuite } from './checked-suite.ts';

checkedSuite('English counts beside prices per unit', TRAVEL_LEDGER, [
  { text: '2 tickets $50 each 1 beer $8 visa', postings: 'Expenses:Uncategorized 100 USD; Expenses:Food 8 USD; Liabilities:CreditCard:Visa -108 USD', warning: /50 × 2 tickets = 100/ },
  { text: 'tickets $50 each 2 beers $8 visa', postings: 'Expenses:Uncategorized 50 USD; Expenses:Food 8 USD; Liabilities:CreditCard:Visa -58 USD' },
  // (session 42: a price per night with rooms said is of each room, see parse-entry.us-plans-cards-rooms)
  { text: 'hotel 2 rooms 3 nights $100 per night visa', postings: 'Expenses:Travel:Hotel 600 USD; Liabilities:CreditCard:Visa -600 USD', warning: /100 × 3 nights × 2 rooms = 600/ },
  { text: 'hotel 2 people 3 nights $100 per night visa', postings: 'Expenses:Travel:Hotel 300 USD; Liabilities:CreditCard:Visa -300 USD', warning: /2 people said too, not counted: if \$100 per night is of one of them, it was 600/ },
  // a 1 after a word is its price, as before
  { text: 'coffee 1 beer 8 visa', postings: 'Expenses:Food 1 USD; Expenses:Food 8 USD; Liabilities:CreditCard:Visa -9 USD' },
], '2026-11-10');
