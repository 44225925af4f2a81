import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, beanCheck, hasBeanCheck, makeTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A multipart/form-data body; the file part goes where `fields` puts the key 'file'. */
function multipart(fields: [string, string][], file: { name: string; content: string } | null): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----beanledgertest';
  const chunks: string[] = [];
  const all: [string, string | null][] = [...fields];
  if (file) all.splice(1, 0, ['file', null]); // the file in the middle: fields in any order
  for (const [name, value] of all) {
    if (value === null) chunks.push(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file!.name}"\r\nContent-Type: text/csv\r\n\r\n${file!.content}\r\n`);
    else chunks.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  chunks.push(`--${boundary}--\r\n`);
  return { payload: Buffer.from(chunks.join(''), 'utf8'), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const CSV = 'Date,Description,Amount\n2024-01-20,Coffee beans,-45.00\n2024-01-21,Bookshop,-88.10\n';

function upload(fields: [string, string][], file: { name: string; content: string } | null = { name: 'statement.csv', content: CSV }) {
  const { payload, headers } = multipart(fields, file);
  return t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers });
}

describe('POST /bean/import/files', () => {
  test('dry_run answers 200 and writes nothing', async () => {
    const before = await t.ledgerText();
    const r = await upload([['account', 'Assets:Bank:Checking'], ['dry_run', 'true'], ['format', 'csv']]);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ imported: 2, duplicates: 0, skipped: 0 });
    expect(await t.ledgerText()).toBe(before);
  });

  test('imports (201) with ids, and the same file again imports nothing', async () => {
    const r = await upload([['format', 'csv'], ['account', 'Assets:Bank:Checking']]);
    expect(r.statusCode, r.body).toBe(201);
    const body = r.json();
    expect(body.imported).toBe(2);
    expect(body.transactions).toHaveLength(2);
    const id = body.transactions[0].id;
    expect((await t.get(`/bean/transactions/${id}`)).statusCode).toBe(200);
    const again = await upload([['account', 'Assets:Bank:Checking']]);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ imported: 0, duplicates: 2 });
    if (hasBeanCheck()) expect(beanCheck(t.ledgerFile).ok).toBe(true);
  });

  test('a field sent twice (two files, two accounts) is a 400 naming it, and nothing is written', async () => {
    const before = await t.ledgerText();
    const twice = (name: string) => {
      const boundary = '----beanledgertwice';
      const part = name === 'file'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.csv"\r\nContent-Type: text/csv\r\n\r\n${CSV}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nAssets:Bank:Checking\r\n`;
      const file = name === 'file' ? '' : `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.csv"\r\nContent-Type: text/csv\r\n\r\n${CSV}\r\n`;
      const payload = Buffer.from(`${file}${part}${part}--${boundary}--\r\n`, 'utf8');
      return t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    };
    for (const name of ['file', 'account']) {
      const r = await twice(name);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().errors).toEqual([{ path: name, message: 'is given more than once' }]);
    }
    expect(await t.ledgerText()).toBe(before);
  });

  test('400 without a file or with a bad field; 415 for JSON', async () => {
    expect((await upload([['account', 'Assets:Bank:Checking']], null)).statusCode).toBe(400);
    expect((await upload([['format', 'xls']])).statusCode).toBe(400);
    expect((await upload([['mapping', '{not json']])).statusCode).toBe(400);
    const json = await t.post('/bean/import/files', { file: 'x' });
    expect(json.statusCode).toBe(415);
  });

  test('413 for an upload over the limit', async () => {
    const small = await makeTestApp(undefined, { uploadLimit: 1000 });
    try {
      const { payload, headers } = multipart([['account', 'Assets:Bank:Checking']], { name: 'big.csv', content: CSV + 'x'.repeat(5000) });
      const r = await small.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers });
      expect(r.statusCode).toBe(413);
      expect(r.headers['content-type']).toContain('application/problem+json');
    } finally {
      await small.close();
    }
  });
});

describe('POST /bean/nlp/parse', () => {
  test('200 with a balanced draft that POST /bean/transactions accepts', async () => {
    const r = await t.post('/bean/nlp/parse', { text: '昨天咖啡 28.5 元', reference_date: '2024-01-21' });
    expect(r.statusCode, r.body).toBe(200);
    const draft = r.json();
    expect(draft.date).toBe('2024-01-20');
    expect(draft.postings.length).toBeGreaterThanOrEqual(2);
    // as it is: confidence, warnings and a null payee included (the contract's 'ready to send')
    expect(Object.keys(draft).sort()).toEqual(['confidence', 'date', 'flag', 'narration', 'payee', 'postings', 'warnings']);
    expect(draft.flag).toBe(draft.warnings.length > 0 ? '!' : '*');
    const written = await t.request({ method: 'POST', url: `${BASE}/bean/transactions`, headers: { 'content-type': 'application/json' }, payload: r.body });
    expect(written.statusCode, written.body).toBe(201);
    const unsure = await t.post('/bean/nlp/parse', { text: '25', reference_date: '2024-01-21' });
    expect(unsure.json().warnings.length).toBeGreaterThan(0);
    // a draft with a guess is flagged !, and posted as it is stays marked for review (QA of session 28: it was *)
    expect(unsure.json().flag).toBe('!');
    const posted = await t.request({ method: 'POST', url: `${BASE}/bean/transactions`, headers: { 'content-type': 'application/json' }, payload: unsure.body });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().flag).toBe('!');
  });

  test('400 for empty text or a bad date; 422 when there is no amount', async () => {
    expect((await t.post('/bean/nlp/parse', { text: '' })).statusCode).toBe(400);
    expect((await t.post('/bean/nlp/parse', { text: 'x', reference_date: '2024-02-31' })).statusCode).toBe(400);
    expect((await t.post('/bean/nlp/parse', { text: '今天天气很好' })).statusCode).toBe(422);
  });

  test('the text limit the OpenAPI document states is the one the endpoint applies (it said 1000, 501 was refused)', async () => {
    const doc = (await t.request({ method: 'GET', url: `${BASE}/openapi.json` })).json();
    const limit = doc.paths['/api/v1/bean/nlp/parse'].post.requestBody.content['application/json'].schema.properties.text.maxLength;
    expect(limit).toBe(500);
    // characters, not UTF-16 units: an emoji counts as one
    const fits = '😀'.repeat(limit - 4) + '午饭32';
    expect((await t.post('/bean/nlp/parse', { text: fits, reference_date: '2024-01-21' })).statusCode).toBe(200);
    const over = await t.post('/bean/nlp/parse', { text: '好' + fits, reference_date: '2024-01-21' });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors[0].path).toBe('body/text');
  });
});

describe('POST /bean/nlp/parse drafts that POST /bean/transactions accepts as they are', () => {
  const LEDGER = `option "operating_currency" "CNY"
2024-01-01 open Assets:WeChat CNY
  alias: "微信"
2024-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2024-01-01 open Assets:Receivables CNY
2024-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2024-01-01 open Expenses:Food:Dining CNY
  alias: "午饭,聚餐"
2024-01-01 open Equity:Opening-Balances

2024-01-02 * "Opening"
  Assets:WeChat  1000 CNY
  Equity:Opening-Balances

2024-01-05 * "午饭"
  Expenses:Food:Dining  30 CNY
  Assets:WeChat

2024-01-20 close Assets:Bank:ICBC
`;
  let app: TestApp;
  beforeAll(async () => {
    app = await makeTestApp(LEDGER);
  });
  afterAll(async () => {
    await app.close();
  });
  const draftAndPost = async (text: string) => {
    const parsed = await app.post('/bean/nlp/parse', { text, reference_date: '2024-02-01' });
    expect(parsed.statusCode, parsed.body).toBe(200);
    const written = await app.request({ method: 'POST', url: `${BASE}/bean/transactions`, headers: { 'content-type': 'application/json' }, payload: parsed.body });
    expect(written.statusCode, written.body).toBe(201);
    return parsed.json() as { date: string; postings: { account: string; units: { number: string } }[]; warnings: string[] };
  };

  test('an account named on the day it is closed', async () => {
    const draft = await draftAndPost('1月20日 午饭 35 工行');
    expect(draft.date).toBe('2024-01-20');
    expect(draft.postings.map((p) => `${p.account} ${p.units.number}`).sort()).toEqual(['Assets:Bank:ICBC -35', 'Expenses:Food:Dining 35']);
    const after = await draftAndPost('1月21日 午饭 35 工行');
    expect(after.postings.map((p) => p.account)).not.toContain('Assets:Bank:ICBC');
    expect(after.warnings.join('\n')).toMatch(/工行 names Assets:Bank:ICBC, which is closed \(2024-01-20\)/);
  });

  test('a price paid from two wallets, halves rounded, and money paid back into the wallet it left (two postings on one account)', async () => {
    const parts = await draftAndPost('聚餐 35.01 微信和支付宝各付一半');
    expect(parts.postings.map((p) => `${p.account} ${p.units.number}`).sort()).toEqual(['Assets:Alipay -17.51', 'Assets:WeChat -17.50', 'Expenses:Food:Dining 35.01']);
    const back = await draftAndPost('聚餐 花了 300 微信 他们转我 200');
    expect(back.postings.map((p) => `${p.account} ${p.units.number}`).sort()).toEqual(['Assets:WeChat -300', 'Assets:WeChat 200', 'Expenses:Food:Dining -200', 'Expenses:Food:Dining 300']);
    if (hasBeanCheck()) expect(beanCheck(app.ledgerFile).output).toBe('');
  });

  test('a bill split by head count that does not divide evenly', async () => {
    const draft = await draftAndPost('AA三个人 聚餐 100 我付了 微信');
    expect(draft.postings.map((p) => `${p.account} ${p.units.number}`).sort()).toEqual(['Assets:Receivables 66.67', 'Assets:WeChat -100', 'Expenses:Food:Dining 33.33']);
    const mine = await draftAndPost('和3个同事AA 聚餐 600 微信');
    expect(mine.postings.map((p) => `${p.account} ${p.units.number}`).sort()).toEqual(['Assets:WeChat -150', 'Expenses:Food:Dining 150']);
  });
});
