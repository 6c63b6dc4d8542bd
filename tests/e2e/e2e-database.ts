/** The throw-away PostgreSQL database of one browser-test run (its name comes from playwright.config.ts). */
import postgres from 'postgres';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function e2eDatabaseName(): string {
  const name = process.env.E2E_DATABASE;
  if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error('E2E_DATABASE is not set by playwright.config.ts');
  return name;
}

/** `suffix`: the database of another server of the run (tests/e2e/servers.ts), e.g. the funnel's. */
export function e2eDatabaseUrl(suffix = ''): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${e2eDatabaseName()}${suffix}`;
  return url.toString();
}

export async function withAdmin<T>(work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** A client of the run's database for assertions on what the server stored. */
export function e2eSql(suffix = ''): postgres.Sql {
  return postgres(e2eDatabaseUrl(suffix), { max: 1, onnotice: () => {} });
}
