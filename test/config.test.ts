import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isLoopbackHost, parseSize, readConfig } from '../src/config.ts';

const cwd = '/srv/app';

describe('readConfig', () => {
  it('uses the contract defaults with an empty environment', () => {
    const config = readConfig({}, cwd);
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/app/data',
      ledgerFile: '/srv/app/data/main.beancount',
      ledgerFileGiven: false,
      adminUser: null,
      adminPassword: null,
      jwtSecret: null,
      tokenTtl: 3600,
      timezone: undefined,
      tlsCert: null,
      tlsKey: null,
      bodyLimit: 1024 * 1024,
      uploadLimit: 20 * 1024 * 1024,
      corsOrigins: [],
      beanCheck: null,
      trustProxy: [],
    });
  });

  it('checks LOG_LEVEL with the other settings: any case, spaces trimmed, a bad one named', () => {
    expect(readConfig({ LOG_LEVEL: 'info ' }, cwd).logLevel).toBe('info');
    expect(readConfig({ LOG_LEVEL: 'DEBUG' }, cwd).logLevel).toBe('debug');
    expect(readConfig({ LOG_LEVEL: '' }, cwd).logLevel).toBeUndefined();
    expect(() => readConfig({ LOG_LEVEL: 'bogus' }, cwd)).toThrow('LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent, got "bogus"');
  });

  it('reads HOST=[::1] as the address ::1, as written in a URL', () => {
    expect(readConfig({ HOST: '[::1]' }, cwd).host).toBe('::1');
  });

  it('finds LEDGER_BEAN_CHECK on PATH or as a path, and stops on one that is not an executable file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-bean-check-'));
    const tool = join(dir, 'bean-check-here');
    writeFileSync(tool, '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    writeFileSync(join(dir, 'not-executable'), 'x', { mode: 0o644 });
    expect(readConfig({ LEDGER_BEAN_CHECK: 'bean-check-here', PATH: `/nonexistent:${dir}` }, cwd).beanCheck).toBe(tool);
    expect(readConfig({ LEDGER_BEAN_CHECK: tool }, cwd).beanCheck).toBe(tool);
    // A bare name is looked up on PATH only, not in the working directory.
    expect(() => readConfig({ LEDGER_BEAN_CHECK: 'bean-check-here', PATH: '' }, dir)).toThrow(/not found on PATH/);
    expect(() => readConfig({ LEDGER_BEAN_CHECK: 'no-such-tool', PATH: dir }, cwd)).toThrow('LEDGER_BEAN_CHECK: "no-such-tool" is not found on PATH');
    expect(() => readConfig({ LEDGER_BEAN_CHECK: join(dir, 'not-executable') }, cwd)).toThrow(/LEDGER_BEAN_CHECK: not an executable file/);
  });

  it('resolves relative paths against cwd and keeps absolute ones', () => {
    const config = readConfig({ LEDGER_DATA_DIR: 'state', LEDGER_FILE: '/books/home.beancount' }, cwd);
    expect(config.dataDir).toBe('/srv/app/state');
    expect(config.ledgerFile).toBe('/books/home.beancount');
    expect(readConfig({ LEDGER_DATA_DIR: '/var/lib/bl' }, cwd).ledgerFile).toBe('/var/lib/bl/main.beancount');
    expect(readConfig({ LEDGER_FILE: 'books/main.beancount' }, cwd).ledgerFile).toBe('/srv/app/books/main.beancount');
    // a LEDGER_FILE given must exist (bootstrap makes a starter ledger only at the default path)
    expect(readConfig({ LEDGER_FILE: 'books/main.beancount' }, cwd).ledgerFileGiven).toBe(true);
    expect(readConfig({ LEDGER_DATA_DIR: '/var/lib/bl' }, cwd).ledgerFileGiven).toBe(false);
  });

  it('treats empty variables as unset', () => {
    const config = readConfig({ PORT: '', LEDGER_ADMIN_PASSWORD: '', LEDGER_JWT_SECRET: '', LEDGER_TIMEZONE: ' ' }, cwd);
    expect(config.port).toBe(8080);
    expect(config.adminPassword).toBeNull();
    expect(config.jwtSecret).toBeNull();
    expect(config.timezone).toBeUndefined();
  });

  it('reads every documented variable', () => {
    const config = readConfig(
      {
        PORT: '0',
        HOST: '0.0.0.0',
        LEDGER_ADMIN_USER: 'alice',
        LEDGER_ADMIN_PASSWORD: ' spaced secret ',
        LEDGER_JWT_SECRET: 'k'.repeat(40),
        LEDGER_TOKEN_TTL: '600',
        LEDGER_TIMEZONE: 'Asia/Shanghai',
        LEDGER_BODY_LIMIT: '512kb',
        LEDGER_UPLOAD_LIMIT: '20MB',
        LEDGER_CORS_ORIGINS: 'https://fava.example.org, http://localhost:5173/',
        LEDGER_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1, fd00::/8, loopback',
      },
      cwd,
    );
    expect(config.port).toBe(0);
    expect(config.host).toBe('0.0.0.0');
    expect(config.adminUser).toBe('alice');
    expect(config.adminPassword).toBe(' spaced secret ');
    expect(config.jwtSecret).toBe('k'.repeat(40));
    expect(config.tokenTtl).toBe(600);
    expect(config.timezone).toBe('Asia/Shanghai');
    expect(config.bodyLimit).toBe(512 * 1024);
    expect(config.uploadLimit).toBe(20 * 1024 * 1024);
    expect(config.corsOrigins).toEqual(['https://fava.example.org', 'http://localhost:5173']);
    expect(config.trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
  });

  it.each([
    [{ PORT: '80a' }, /PORT must be an integer/],
    [{ PORT: '65536' }, /PORT must be between 0 and 65535/],
    [{ PORT: '-1' }, /PORT must be between 0 and 65535, got -1/],
    [{ LEDGER_TOKEN_TTL: '0' }, /LEDGER_TOKEN_TTL must be between 1/],
    [{ LEDGER_TOKEN_TTL: '-5' }, /LEDGER_TOKEN_TTL must be between 1 and \d+, got -5/],
    [{ LEDGER_TOKEN_TTL: '1.5' }, /LEDGER_TOKEN_TTL must be an integer/],
    [{ LEDGER_TIMEZONE: 'Mars/Olympus' }, /LEDGER_TIMEZONE is not a known IANA time zone/],
    [{ LEDGER_TLS_CERT: 'cert.pem' }, /must be set together/],
    [{ LEDGER_TLS_CERT: '/nope/cert.pem', LEDGER_TLS_KEY: '/nope/key.pem' }, /LEDGER_TLS_CERT: file not found/],
    [{ LEDGER_BODY_LIMIT: 'lots' }, /LEDGER_BODY_LIMIT must be a size/],
    [{ LEDGER_UPLOAD_LIMIT: '0' }, /LEDGER_UPLOAD_LIMIT must be between/],
    [{ LEDGER_CORS_ORIGINS: 'https://a.org/path' }, /LEDGER_CORS_ORIGINS/],
    [{ LEDGER_CORS_ORIGINS: 'ftp://a.org' }, /LEDGER_CORS_ORIGINS/],
    [{ LEDGER_ADMIN_USER: '../root' }, /LEDGER_ADMIN_USER must be/],
    [{ LEDGER_TRUST_PROXY: 'true' }, /LEDGER_TRUST_PROXY: "true" is not an address/],
    [{ LEDGER_TRUST_PROXY: '10.0.0.0/33' }, /LEDGER_TRUST_PROXY: "10.0.0.0\/33"/],
    [{ LEDGER_TRUST_PROXY: '127.0.0.1, proxy.local' }, /LEDGER_TRUST_PROXY: "proxy.local"/],
  ])('rejects %o with a one-line reason', (env, reason) => {
    let error: unknown;
    try {
      readConfig(env, cwd);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(reason);
    expect((error as Error).message).not.toContain('\n');
  });

  it('accepts an existing TLS certificate and key, as absolute paths', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-tls-'));
    writeFileSync(join(dir, 'cert.pem'), 'x');
    writeFileSync(join(dir, 'key.pem'), 'x');
    const config = readConfig({ LEDGER_TLS_CERT: 'cert.pem', LEDGER_TLS_KEY: join(dir, 'key.pem') }, dir);
    expect(config.tlsCert).toBe(join(dir, 'cert.pem'));
    expect(config.tlsKey).toBe(join(dir, 'key.pem'));
  });
});

describe('parseSize', () => {
  it('reads bytes and binary units', () => {
    expect(parseSize('X', '1048576')).toBe(1048576);
    expect(parseSize('X', '2k')).toBe(2048);
    expect(parseSize('X', '3 MiB')).toBe(3 * 1024 * 1024);
    expect(parseSize('X', '1gb')).toBe(1024 ** 3);
    expect(() => parseSize('X', '2gb')).toThrow(/between/);
    expect(() => parseSize('X', '1.5mb')).toThrow(/size/);
  });
});

describe('isLoopbackHost', () => {
  it('knows loopback names and addresses', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.2', 'example.org']) expect(isLoopbackHost(host)).toBe(false);
  });
});
