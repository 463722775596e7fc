import type { Dialect, Migration, Queryable, Store } from './store.js';

/** A constant of Quire's own: the Postgres advisory lock that servers starting together queue on. */
const MIGRATION_LOCK = 7_253_017;

/** The statements of a migration (separated by `;` at the end of a line). */
export function migrationStatements(migration: Migration, dialect: Dialect): string[] {
  const sql = typeof migration.up === 'string' ? migration.up : migration.up(dialect);
  return sql
    .split(/;\s*(?:\r?\n|$)/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && !/^(--[^\n]*\n?\s*)+$/.test(s));
}

async function applyPending(
  tx: Queryable,
  migrations: readonly Migration[],
  now: number,
): Promise<string[]> {
  await tx.run(
    'CREATE TABLE IF NOT EXISTS quire_migrations (name TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)',
  );
  const done = new Set(
    (await tx.all<{ name: string }>('SELECT name FROM quire_migrations')).map((r) => r.name),
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.name)) continue;
    for (const statement of migrationStatements(migration, tx.dialect)) await tx.run(statement);
    await tx.run('INSERT INTO quire_migrations (name, applied_at) VALUES ($1, $2)', [
      migration.name,
      now,
    ]);
    applied.push(migration.name);
  }
  return applied;
}

/**
 * Brings the schema up to date: runs, in list order, every migration not yet recorded, all in one
 * transaction (a failing migration leaves the database as it was). Returns the names it ran.
 */
export async function runMigrations(
  store: Store,
  migrations: readonly Migration[],
  now = Date.now(),
): Promise<string[]> {
  const names = new Set<string>();
  for (const m of migrations) {
    if (names.has(m.name))
      throw new Error(`two migrations are named ${m.name}; each name must be unique`);
    names.add(m.name);
  }
  return store.transaction(async (tx) => {
    if (tx.dialect === 'postgres')
      await tx.run('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    return applyPending(tx, migrations, now);
  });
}
