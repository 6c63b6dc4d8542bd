import { describe, expect, expectTypeOf, it } from 'vitest';
import { describeEnv, EnvError, loadEnv, type Env, type LogLevel } from './env';

describe('loadEnv', () => {
  it('applies the documented defaults to an empty environment', () => {
    const env = loadEnv({});
    expect(env).toEqual({
      PORT: 3000,
      HOST: '0.0.0.0',
      NODE_ENV: 'development',
      DATABASE_POOL_SIZE: 10,
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
      TRUST_PROXY: false,
      CAPTCHA_COST: 1000,
      CAPTCHA_EXPIRES_SECONDS: 600,
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: 20,
      RATE_LIMIT_SITE_FORMS_PER_MINUTE: 10,
      RATE_LIMIT_VALIDATION_PER_MINUTE: 120,
      RATE_LIMIT_CAPTCHA_PER_MINUTE: 30,
      RATE_LIMIT_VEHICLES_PER_MINUTE: 60,
      RATE_LIMIT_DRAFTS_PER_MINUTE: 10,
      RATE_LIMIT_EVENTS_PER_MINUTE: 120,
      RETENTION_DAYS: 365,
      VPIC_TIMEOUT_MS: 4000,
      STATIC_DIR: './dist',
      LOG_LEVEL: 'info',
      AGENCY_EMAIL: 'info@bayvalleyinsurance.example',
      MAIL_MAX_ATTEMPTS: 10,
      MAIL_RETRY_BASE_MS: 60000,
      MAIL_RETRY_MAX_MS: 3600000,
      MAIL_POLL_MS: 15000,
      MAIL_LEASE_MS: 300000,
      SHUTDOWN_TIMEOUT_MS: 10000,
      AGENCY_EMAIL_DETAIL: 'summary',
      STAFF_SESSION_IDLE_MINUTES: 30,
      STAFF_SESSION_MAX_HOURS: 12,
      STAFF_SIGN_IN_PER_ACCOUNT: 5,
      STAFF_SIGN_IN_PER_ADDRESS: 20,
      STAFF_NEW_ALERT_HOURS: 1,
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: false,
      WEBHOOK_POLL_MS: 1000,
    });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.CAPTCHA_HMAC_SECRET).toBeUndefined();
    expect(env.VPIC_URL).toBeUndefined();
  });

  it('takes a live vPIC URL without its trailing slash, and refuses one that is not http(s) or a bad time limit', () => {
    const env = loadEnv({ VPIC_URL: 'https://vpic.nhtsa.dot.gov/api/', VPIC_TIMEOUT_MS: '2500' });
    expect(env.VPIC_URL).toBe('https://vpic.nhtsa.dot.gov/api');
    expect(env.VPIC_TIMEOUT_MS).toBe(2500);
    expect(() => loadEnv({ VPIC_URL: 'vpic.nhtsa.dot.gov/api' })).toThrowError(/VPIC_URL/);
    expect(() => loadEnv({ VPIC_TIMEOUT_MS: '0' })).toThrowError(/VPIC_TIMEOUT_MS/);
  });

  it('coerces numbers and booleans and derives PUBLIC_URL from PORT', () => {
    const env = loadEnv({ PORT: '8080', TRUST_PROXY: 'true', CAPTCHA_COST: '50', NODE_ENV: 'production' });
    expect(env.PORT).toBe(8080);
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.CAPTCHA_COST).toBe(50);
    expect(env.NODE_ENV).toBe('production');
    expect(env.PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('keeps an explicit PUBLIC_URL without its trailing slash and a DATABASE_URL', () => {
    const env = loadEnv({
      PUBLIC_URL: 'https://agency.example.com/',
      DATABASE_URL: 'postgres://app@db:5432/site',
    });
    expect(env.PUBLIC_URL).toBe('https://agency.example.com');
    expect(env.DATABASE_URL).toBe('postgres://app@db:5432/site');
  });

  it('treats empty values as unset', () => {
    const env = loadEnv({ DATABASE_URL: '', PORT: ' ', CAPTCHA_HMAC_SECRET: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
    expect(env.CAPTCHA_HMAC_SECRET).toBeUndefined();
  });

  it('names every bad key at once', () => {
    const bad = {
      PORT: 'eighty',
      NODE_ENV: 'staging',
      TRUST_PROXY: 'maybe',
      CAPTCHA_COST: '0',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://x',
      HOST: 'localhost',
    };
    let caught: unknown;
    try {
      loadEnv(bad);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const error = caught instanceof EnvError ? caught : new EnvError([]);
    expect(error.problems.map((problem) => problem.name).sort()).toEqual(
      ['CAPTCHA_COST', 'DATABASE_URL', 'LOG_LEVEL', 'NODE_ENV', 'PORT', 'TRUST_PROXY'].sort(),
    );
    for (const name of ['PORT', 'NODE_ENV', 'TRUST_PROXY', 'CAPTCHA_COST', 'LOG_LEVEL', 'DATABASE_URL']) {
      expect(error.message).toContain(name);
    }
  });

  it('does not echo secrets in its message', () => {
    expect(() => loadEnv({ CAPTCHA_HMAC_SECRET: 'too-short-secret' })).toThrowError(/CAPTCHA_HMAC_SECRET/);
    expect(() => loadEnv({ CAPTCHA_HMAC_SECRET: 'too-short-secret' })).not.toThrowError(/too-short-secret/);
    expect(() => loadEnv({ SMTP_URL: 'http://mailer:hunter2@mail.example' })).toThrowError(/SMTP_URL/);
    expect(() => loadEnv({ SMTP_URL: 'http://mailer:hunter2@mail.example' })).not.toThrowError(/hunter2/);
  });

  it('takes an smtp or smtps URL and a sender with or without a name', () => {
    const env = loadEnv({ SMTP_URL: 'smtps://mailer:secret@mail.example:465', MAIL_FROM: 'Bay Valley <no-reply@bayvalley.example>' });
    expect(env.SMTP_URL).toBe('smtps://mailer:secret@mail.example:465');
    expect(env.MAIL_FROM).toBe('Bay Valley <no-reply@bayvalley.example>');
    expect(loadEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'no-reply@bayvalley.example' }).MAIL_FROM).toBe('no-reply@bayvalley.example');
    expect(() => loadEnv({ MAIL_FROM: 'Bay Valley' })).toThrowError(/MAIL_FROM/);
    expect(() => loadEnv({ MAIL_MAX_ATTEMPTS: '0', MAIL_LEASE_MS: '10' })).toThrowError(/MAIL_MAX_ATTEMPTS.*MAIL_LEASE_MS|MAIL_LEASE_MS.*MAIL_MAX_ATTEMPTS/);
  });

  it('ignores variables it does not know', () => {
    expect(loadEnv({ PATH: '/usr/bin', npm_config_x: 'y' })).not.toHaveProperty('PATH');
  });
});

describe('describeEnv', () => {
  it('documents every variable loadEnv reads, with a default and a meaning', () => {
    const rows = describeEnv();
    const names = rows.map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining([...Object.keys(loadEnv({})), 'DATABASE_URL', 'CAPTCHA_HMAC_SECRET', 'SMTP_URL', 'MAIL_FROM']));
    for (const row of rows) {
      expect(row.default).not.toBe('');
      expect(row.meaning.length).toBeGreaterThan(10);
    }
    expect(rows.find((row) => row.name === 'PORT')?.default).toBe('3000');
  });
});

describe('Env', () => {
  it('is typed from the schema: a default makes a variable always set, an enum its values', () => {
    expectTypeOf<Env['PORT']>().toEqualTypeOf<number>();
    expectTypeOf<Env['TRUST_PROXY']>().toEqualTypeOf<boolean>();
    expectTypeOf<Env['NODE_ENV']>().toEqualTypeOf<'development' | 'production' | 'test'>();
    expectTypeOf<Env['LOG_LEVEL']>().toEqualTypeOf<LogLevel>();
    expectTypeOf<Env['PUBLIC_URL']>().toEqualTypeOf<string>();
    expectTypeOf<Env['DATABASE_URL']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Env['SMTP_URL']>().toEqualTypeOf<string | undefined>();
  });
});
