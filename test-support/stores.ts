import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Where a test's store lives: a data folder (SQLite) or a fresh Postgres database. */
export interface StoreTarget {
  readonly dataDir: string;
  readonly databaseUrl?: string;
  /** Drops the database and deletes the folder. */
  dispose(): Promise<void>;
}

export interface StoreKind {
  readonly name: 'sqlite' | 'postgres';
  /** A new, empty store location. */
  create(): Promise<StoreTarget>;
}

/** The Postgres that scripts/test.sh starts (scripts/ensure-postgres.sh); unset, the Postgres runs are skipped. */
export const POSTGRES_URL = process.env['QUIRE_TEST_POSTGRES_URL'];

const dataDir = () => mkdtempSync(join(tmpdir(), 'quire-store-'));

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const sqlite: StoreKind = {
  name: 'sqlite',
  async create() {
    const dir = dataDir();
    return { dataDir: dir, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
  },
};

const postgres: StoreKind = {
  name: 'postgres',
  async create() {
    const dir = dataDir();
    const name = `quire_test_${randomBytes(6).toString('hex')}`;
    await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(POSTGRES_URL ?? '');
    url.pathname = `/${name}`;
    return {
      dataDir: dir,
      databaseUrl: url.toString(),
      async dispose() {
        await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

/** SQLite always; Postgres when the test run has one. Use with `describe.each(STORE_KINDS)`. */
export const STORE_KINDS: readonly StoreKind[] = POSTGRES_URL ? [sqlite, postgres] : [sqlite];
