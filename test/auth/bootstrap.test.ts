import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { readConfig } from '../../src/config.ts';
import { bootstrap } from '../../src/auth/bootstrap.ts';
import { UserStore } from '../../src/auth/users.ts';

const beanCheckAvailable = spawnSync('bean-check', ['--help'], { stdio: 'ignore' }).status === 0;
const requireBeanCheck = process.env['CI'] === 'true';

function configIn(env: Record<string, string> = {}) {
  const cwd = mkdtempSync(join(tmpdir(), 'bl-boot-'));
  return readConfig(env, cwd);
}

async function run(config: ReturnType<typeof readConfig>): Promise<string[]> {
  const lines: string[] = [];
  await bootstrap(config, (line) => lines.push(line));
  return lines;
}

describe('bootstrap with no configuration', () => {
  it('creates the data dir (0700), the starter ledger and user admin with a password printed once', async () => {
    const config = configIn();
    const lines = await run(config);
    expect(statSync(config.dataDir).mode & 0o777).toBe(0o700);
    expect(readFileSync(config.ledgerFile, 'utf8')).toContain('open Assets:Alipay');
    expect(statSync(config.ledgerFile).mode & 0o777).toBe(0o600); // a person's finances: the owner's alone
    const passwordLine = lines.find((l) => l.includes('admin') && l.includes('password'));
    expect(passwordLine).toBeDefined();
    const password = /password: (\S+)$/.exec(passwordLine!)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(16);
    const store = new UserStore(config.dataDir);
    expect((await store.verifyCredentials('admin', password))?.user.ledger).toBe(config.ledgerFile);

    // A second start changes nothing and prints no password.
    const again = await run(config);
    expect(again.some((l) => l.includes('password'))).toBe(false);
    expect(await store.verifyCredentials('admin', password)).not.toBeNull();
  });

  it.skipIf(!beanCheckAvailable && !requireBeanCheck)('writes a starter ledger that passes bean-check', async () => {
    expect(beanCheckAvailable, 'bean-check is required when CI=true').toBe(true);
    const config = configIn();
    await run(config);
    const result = spawnSync('bean-check', [config.ledgerFile], { encoding: 'utf8' });
    expect(result.stderr + result.stdout).toBe('');
    expect(result.status).toBe(0);
  });

  it('keeps an existing ledger untouched', async () => {
    const config = configIn();
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(config.ledgerFile, '2020-01-01 open Assets:Mine\n');
    await run(config);
    expect(readFileSync(config.ledgerFile, 'utf8')).toBe('2020-01-01 open Assets:Mine\n');
  });

  it('makes no starter ledger where LEDGER_FILE points at nothing (a typo, a volume not mounted): a one-line reason', async () => {
    const config = configIn({ LEDGER_FILE: 'books/typo.beancount' });
    await expect(run(config)).rejects.toThrow(/^cannot read ledger .*books\/typo\.beancount: no such file \(LEDGER_FILE: a starter ledger is made only when it is not set\)$/);
    expect(existsSync(config.ledgerFile)).toBe(false);
    expect(existsSync(dirname(config.ledgerFile))).toBe(false);
  });

  it('fails with a one-line reason when the ledger cannot be read', async () => {
    const config = configIn();
    mkdirSync(config.ledgerFile, { recursive: true }); // a directory where the file should be
    await expect(run(config)).rejects.toThrow(/^cannot read ledger .*main\.beancount: not a regular file$/);
  });
});

describe('bootstrap with LEDGER_ADMIN_USER / LEDGER_ADMIN_PASSWORD', () => {
  it('creates that user with that password owning LEDGER_FILE, and no admin', async () => {
    const config = configIn({ LEDGER_ADMIN_USER: 'owner', LEDGER_ADMIN_PASSWORD: 'owner-password', LEDGER_FILE: 'books/home.beancount' });
    mkdirSync(dirname(config.ledgerFile), { recursive: true });
    writeFileSync(config.ledgerFile, '2024-01-01 open Assets:Cash\n');
    const lines = await run(config);
    expect(lines.join('\n')).not.toContain('owner-password');
    const store = new UserStore(config.dataDir);
    expect((await store.verifyCredentials('owner', 'owner-password'))?.user.ledger).toBe(config.ledgerFile);
    expect((await store.list()).map((u) => u.name)).toEqual(['owner']);
  });

  it('resets the password and the ledger of an existing user, keeping sessions when nothing changed', async () => {
    const config = configIn({ LEDGER_ADMIN_USER: 'owner', LEDGER_ADMIN_PASSWORD: 'first-password' });
    await run(config);
    const store = new UserStore(config.dataDir);
    const stamp = (await store.session('owner'))!.sessionStamp;
    await run(config);
    expect((await store.session('owner'))!.sessionStamp).toBe(stamp);

    await store.setLedger('owner', '/elsewhere.beancount');
    const changed = { ...config, adminPassword: 'second-password' };
    await run(changed);
    expect(await store.verifyCredentials('owner', 'first-password')).toBeNull();
    expect((await store.verifyCredentials('owner', 'second-password'))?.user.ledger).toBe(config.ledgerFile);
  });

  it('takes a password shorter than the CLI allows, with a warning', async () => {
    const lines = await run(configIn({ LEDGER_ADMIN_USER: 'owner', LEDGER_ADMIN_PASSWORD: 'short7!' }));
    expect(lines.filter((l) => l.includes('warning'))).toEqual([
      'beanledger: warning: LEDGER_ADMIN_PASSWORD is shorter than 8 characters, which `user add` and `user passwd` refuse; choose a longer one',
    ]);
    expect((await run(configIn({ LEDGER_ADMIN_USER: 'owner', LEDGER_ADMIN_PASSWORD: 'long-enough' }))).join('\n')).not.toContain('warning');
  });

  it('uses user admin when only the password is given', async () => {
    const config = configIn({ LEDGER_ADMIN_PASSWORD: 'admin-password' });
    await run(config);
    expect(await new UserStore(config.dataDir).verifyCredentials('admin', 'admin-password')).not.toBeNull();
  });
});

// QA of session 28: started first with no configuration (the starter ledger), then with LEDGER_FILE
// pointing at the user's own ledger, as the README's Run section says: the file was checked and
// then ignored, and writes went on to the starter ledger.
describe('LEDGER_FILE on a later start', () => {
  it("becomes the bootstrap user's ledger, said in one line; the same start again changes nothing", async () => {
    const first = configIn();
    await run(first);
    const own = join(dirname(first.dataDir), 'money', 'main.beancount');
    mkdirSync(dirname(own), { recursive: true });
    writeFileSync(own, '2020-01-01 open Assets:Mine\n');
    const later = readConfig({ LEDGER_DATA_DIR: first.dataDir, LEDGER_FILE: own }, dirname(first.dataDir));
    const lines = await run(later);
    expect(lines).toContain(`beanledger: user "admin" now owns ${own}`);
    expect((await new UserStore(first.dataDir).get('admin'))?.ledger).toBe(own);
    expect(await run(later)).toEqual([]);
  });

  // Newcomer QA: LEDGER_ADMIN_PASSWORD set on a later start, to change the password, without
  // LEDGER_FILE: the user is given the default ledger (CONTRACT), and the line says what it left.
  it('a password given without LEDGER_FILE gives the default ledger back, and the line names the ledger left and how to keep it', async () => {
    const first = configIn();
    await run(first);
    const own = join(dirname(first.dataDir), 'money', 'main.beancount');
    mkdirSync(dirname(own), { recursive: true });
    writeFileSync(own, '2020-01-01 open Assets:Mine\n');
    await run(readConfig({ LEDGER_DATA_DIR: first.dataDir, LEDGER_FILE: own }, dirname(first.dataDir)));
    const lines = await run(readConfig({ LEDGER_DATA_DIR: first.dataDir, LEDGER_ADMIN_PASSWORD: 'a new password' }, dirname(first.dataDir)));
    expect(lines).toContain(`beanledger: user "admin" now owns ${first.ledgerFile} instead of ${own} (LEDGER_FILE is not set, so its default; set LEDGER_FILE=${own} to keep that ledger)`);
  });

  it('names no user it could be for: a warning, and nothing changes', async () => {
    const first = configIn({ LEDGER_ADMIN_USER: 'mum' });
    await run(first);
    const own = join(dirname(first.dataDir), 'other.beancount');
    writeFileSync(own, '2020-01-01 open Assets:Mine\n');
    const lines = await run(readConfig({ LEDGER_DATA_DIR: first.dataDir, LEDGER_FILE: own }, dirname(first.dataDir)));
    expect(lines).toEqual([`beanledger: warning: LEDGER_FILE ${own} is nobody's ledger: there is no user "admin" (set LEDGER_ADMIN_USER to the user it is for)`]);
    expect((await new UserStore(first.dataDir).get('mum'))?.ledger).toBe(first.ledgerFile);
  });
});

// QA of session 28: a data directory copied elsewhere (a backup restored, another disk) kept its
// users on the original's ledgers: writes went there, or every request was a 503 once they were gone.
describe('a data directory moved or copied', () => {
  it('takes its own ledgers along: they are recorded relative to it (an earlier absolute record is rewritten at start)', async () => {
    const first = configIn();
    await run(first);
    const store = new UserStore(first.dataDir);
    await store.add('kid', 'a long enough password', join(first.dataDir, 'kid.beancount'));
    const outside = join(dirname(first.dataDir), 'outside.beancount');
    writeFileSync(outside, '');
    await store.add('guest', 'a long enough password', outside);
    const recorded = () => (JSON.parse(readFileSync(join(first.dataDir, 'users.json'), 'utf8')) as { users: { name: string; ledger: string }[] }).users.map((u) => [u.name, u.ledger]);
    expect(recorded()).toEqual([['admin', 'main.beancount'], ['kid', 'kid.beancount'], ['guest', outside]]);
    // a file of an earlier version, with absolute paths: the next start writes them relative
    const file = join(first.dataDir, 'users.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"main.beancount"', JSON.stringify(first.ledgerFile)));
    await run(first);
    expect(recorded()[0]).toEqual(['admin', 'main.beancount']);
    // copied elsewhere: the copy's users own the copy's files
    const copy = join(dirname(first.dataDir), 'restored');
    spawnSync('cp', ['-a', first.dataDir, copy]);
    const moved = new UserStore(copy);
    expect((await moved.get('admin'))?.ledger).toBe(join(copy, 'main.beancount'));
    expect((await moved.get('kid'))?.ledger).toBe(join(copy, 'kid.beancount'));
    expect((await moved.get('guest'))?.ledger).toBe(outside);
  });
});

describe('LEDGER_TIMEZONE given as an abbreviation', () => {
  it('is warned with the offset it was read as (CST is US Central time); an Area/City name is not', async () => {
    const lines = await run(configIn({ LEDGER_TIMEZONE: 'CST' }));
    expect(lines.find((l) => l.includes('LEDGER_TIMEZONE'))).toMatch(/^beanledger: warning: LEDGER_TIMEZONE CST is an abbreviation, read as GMT-0[56]:00 today \(CST is US Central time, not China Standard Time\); name the zone as Area\/City, e\.g\. Asia\/Shanghai$/);
    for (const zone of ['Asia/Shanghai', 'UTC']) expect((await run(configIn({ LEDGER_TIMEZONE: zone }))).some((l) => l.includes('LEDGER_TIMEZONE'))).toBe(false);
  });
  // (QA of session 40: +08:00 was called an abbreviation, with the note on CST beside it)
  it('says a fixed offset is one, without the note on CST; another abbreviation gets no such note', async () => {
    const warning = async (zone: string) => (await run(configIn({ LEDGER_TIMEZONE: zone }))).find((l) => l.includes('LEDGER_TIMEZONE'));
    expect(await warning('+08:00')).toBe('beanledger: warning: LEDGER_TIMEZONE +08:00 is a fixed offset from UTC, with no daylight saving time; if your zone changes its clocks, name it as Area/City, e.g. Europe/Berlin');
    expect(await warning('EST')).toMatch(/^beanledger: warning: LEDGER_TIMEZONE EST is an abbreviation, read as GMT-05:00 today; name the zone/);
  });
});

// QA of session 32 (dates), item 6: Etc/GMT+8 started without a word, and is UTC-8 (west of
// Greenwich, the POSIX sign), not the UTC+8 of China that its name seems to say.
describe('LEDGER_TIMEZONE given as Etc/GMT+N or Etc/GMT-N', () => {
  it('is warned with the UTC offset it means, the sign reversed', async () => {
    const warning = async (zone: string) => (await run(configIn({ LEDGER_TIMEZONE: zone }))).find((l) => l.includes('LEDGER_TIMEZONE'));
    expect(await warning('Etc/GMT+8')).toBe('beanledger: warning: LEDGER_TIMEZONE Etc/GMT+8 is UTC-8, not UTC+8 (the Etc/GMT zones keep the POSIX sign: Etc/GMT-8 is UTC+8); name the zone as Area/City, e.g. Asia/Shanghai');
    expect(await warning('Etc/GMT-10')).toMatch(/^beanledger: warning: LEDGER_TIMEZONE Etc\/GMT-10 is UTC\+10, not UTC-10 /);
  });
  it('Etc/GMT+0 is UTC: not warned', async () => {
    expect((await run(configIn({ LEDGER_TIMEZONE: 'Etc/GMT+0' }))).some((l) => l.includes('LEDGER_TIMEZONE'))).toBe(false);
  });
});
