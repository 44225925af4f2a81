// POST /bean/nlp/parse: a sentence -> a balanced transaction draft. Nothing is written.
import type { FastifyInstance } from 'fastify';
import { parseEntry, MAX_TEXT_LENGTH } from '../nlp/parse-entry.ts';
import { ledgerViewOf } from '../nlp/ledger-view.ts';
import { storeOf } from './app.ts';
import { amountOutSchema, dateSchemaWith, problems, textSchemaWith } from './schemas.ts';
import { requireDates } from './wire.ts';

export async function nlpRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { text: string; reference_date?: string } }>(
    '/bean/nlp/parse',
    {
      schema: {
        tags: ['nlp'],
        summary: 'Parse a sentence into a transaction draft',
        description: 'Accounts come from the accounts open on the entry\'s date (one closed since only when named), their alias metadata, payee records, the history and a lexicon of common Chinese terms. The answer can be sent to POST /bean/transactions as is. One clause has one amount unless each number has words of its own; a month or week without a day is its first day; every guess is a warning. See the README (Natural-language entry) for the rules. Amounts said with a wallet after the price (午饭 35 微信20 支付宝15) are how it was paid, not more spending; money given back or returned on a purchase (他们转我 200, 返现 20) goes back into the wallet; money back on a transfer arrives where the transfer went. 422 when no amount or no usable account is found, when the amounts paid from each wallet do not add up to the price, and for a currency exchange said without both accounts and what arrived or the rate (换了 500 美元 汇率 7.18; Wise 换汇 1000 USD 到招行 7180 is a move at that price, as below) or a commodity held on its own account bought or sold for money (比特币 买入 0.01 BTC 花了 6000: booking it needs a price), and so for shares or fund units traded that cannot be booked for sure (清仓 宁德时代 without a price, 申购 易方达蓝筹 5000 whose units are not known yet, 基金定投 of a fund held at cost, a part of a STRICT holding of several lots sold without naming one: the lots are named), the 422 saying what to send to POST /bean/transactions instead. A trade said with the holding, the units and the price or total (买入 茅台 100股 1520.5 佣金 5, 卖出 苹果 30股 230, 清仓 宁德时代 210, 申购 易方达蓝筹 4051.86份 净值 1.234) is a draft: the units at a `cost`, or off the lots with `cost` {} and a `price`, the broker\'s cash, the fee, and on a sale the gain left without `units` on the ledger\'s capital-gains account. Money in another currency than the card or wallet named holds (拉面 1200日元 信用卡 with the card open for CNY only) is paid by that card at a price: the amount billed said (入账 57.74元, `total_price`), a rate said (汇率 0.048, at 1.16, `price`), else the latest price the ledger knows on the entry\'s date (warned); 422 when none is known. So is a move between two accounts of mine in two currencies with what arrived said (从 Wise 转 1000 美元 到招行 入账 7180 元: Wise -1000 USD @@ 7180 CNY, 招行 +7180 CNY).',
        body: {
          type: 'object',
          required: ['text'],
          additionalProperties: false,
          properties: { text: { ...textSchemaWith('The sentence.', MAX_TEXT_LENGTH), minLength: 1 }, reference_date: dateSchemaWith('What "today" means in the text. Default: today in LEDGER_TIMEZONE.') },
        },
        response: {
          200: {
            type: 'object',
            required: ['date', 'flag', 'payee', 'narration', 'postings', 'confidence', 'warnings'],
            properties: {
              date: { type: 'string' },
              flag: {
                type: 'string',
                enum: ['*', '!'],
                description: '`!` when the draft holds a guess (any warning), so that the transaction, posted as it is, stays marked for review in Fava and bean-query; else `*`.',
              },
              payee: { type: ['string', 'null'] },
              narration: { type: 'string' },
              postings: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['account'],
                  properties: {
                    account: { type: 'string' },
                    units: { ...amountOutSchema, description: 'Left out on one posting only: the capital gain of a sale of shares or fund units (卖出 茅台 10股 1750), which Beancount interpolates from the lots it books, as POST /bean/transactions takes it.' },
                    cost: {
                      type: 'object',
                      description: 'The cost of units of shares or fund units traded, as POST /bean/transactions takes it: on a buy the price per unit (`number`, 买入 茅台 100股 1520.5: {1520.5 CNY}) or the total said (`number_total`, 共 152050: {{152050 CNY}}) in the currency the holding\'s lots and prices use; on a sale `{}` (booked against the lots held, only when Beancount\'s booking of it is certain: FIFO or LIFO, one lot held, or all units sold), the lot\'s `label` or `date` when the text names it (lot-b, 2024-05-06 那批), or the lot\'s cost on a NONE account.',
                      properties: { number: { type: 'string' }, number_total: { type: 'string' }, currency: { type: 'string' }, label: { type: 'string' }, date: { type: 'string', format: 'date' } },
                    },
                    price: { ...amountOutSchema, description: 'Per-unit price (@), as POST /bean/transactions takes it: only on an amount in another currency than the card or wallet named holds, which pays in its own (拉面 1200日元 信用卡: 1200 JPY at the rate said or the latest price of JPY in CNY, the card credited what that comes to).' },
                    total_price: { ...amountOutSchema, description: 'The price of all the units (@@), as POST /bean/transactions takes it: the amount billed when the text says it (拉面 1200日元 信用卡 入账 57.74元). Never with `price`.' },
                  },
                },
              },
              confidence: { type: 'number', minimum: 0, maximum: 1 },
              warnings: { type: 'array', items: { type: 'string' } },
            },
          },
          ...problems(400, 401, 413, 415, 422, 503),
        },
      },
    },
    async (request) => {
      requireDates({ reference_date: request.body.reference_date }, 'body');
      const snapshot = await (await storeOf(app, request.user)).snapshot();
      const entry = parseEntry(ledgerViewOf(snapshot.ledger), request.body.text, request.body.reference_date ?? app.services.today());
      // (QA of session 28: a draft at confidence 0.27 was posted as a cleared `*` transaction)
      return { ...entry, flag: entry.warnings.length > 0 ? '!' : '*' };
    },
  );
}
