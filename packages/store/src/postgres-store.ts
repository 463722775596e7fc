import pg from 'pg';
import type { Queryable, Row, SqlValue, Store } from './store.js';

const INT8_OID = 20;

/** BIGINT (times in milliseconds, counts) as numbers, not strings: every value the schema keeps fits. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

function queriesOf(client: pg.Pool | pg.PoolClient): Queryable {
  const all = async <T extends Row>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> =>
    (await client.query<T>(sql, [...params])).rows;
  return {
    dialect: 'postgres',
    all,
    one: async <T extends Row = Row>(
      sql: string,
      params?: readonly SqlValue[],
    ): Promise<T | undefined> => (await all<T>(sql, params))[0],
    run: async (sql, params = []) => ({
      changes: (await client.query(sql, [...params])).rowCount ?? 0,
    }),
  };
}

/** `host:port/database` of a connection string, without the user or password. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `Postgres at ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return 'Postgres';
  }
}

/** A store on a Postgres database shared by every server given the same `postgres://` URL. */
export function openPostgresStore(
  url: string,
  options: { readonly maxConnections?: number } = {},
): Store {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10, types });
  // An idle connection that the database drops is replaced on the next query; it must not crash the process.
  pool.on('error', () => undefined);
  const queries = queriesOf(pool);
  return {
    ...queries,
    async transaction(work) {
      const client = await pool.connect();
      // A connection the database drops while the transaction holds it (a restart, a failover, an administrator's
      // pg_terminate_backend) emits `error` on the client, not on the pool: without this listener that would end
      // the process. The statement in flight rejects with the same error, and the client is destroyed, not reused.
      let dropped: Error | undefined;
      const onError = (error: Error) => (dropped = error);
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const value = await work(queriesOf(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        if (!dropped) await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', onError);
        client.release(dropped);
      }
    },
    skipLocked: ' FOR UPDATE SKIP LOCKED',
    location: describePostgresUrl(url),
    close: () => pool.end(),
  };
}
