import type { Queryable } from './store.js';

export type KeyKind = 'assistant' | 'admin';
export type KeyAccess = 'read' | 'write';

/** A stored API key: everything but the secret itself, of which only a SHA-256 hash is kept. */
export interface KeyRecord {
  /** Public identifier, part of the token; what `quire keys revoke` takes. */
  readonly id: string;
  readonly kind: KeyKind;
  /** Hex SHA-256 of the whole token. */
  readonly hash: string;
  /** The token's first characters, for lists: `svc_dsc_k3Jf9…`. */
  readonly hint: string;
  /** Assistant keys: the site (domain) they may query. */
  readonly domain: string | null;
  /** Admin keys: the project they act on. */
  readonly projectId: string | null;
  /** Admin keys: `read` or `write`. */
  readonly access: KeyAccess | null;
  /** Client address ranges allowed to use the key (CIDR); empty means any. */
  readonly allowedCidrs: readonly string[];
  readonly name: string;
  readonly createdAt: number;
  readonly expiresAt: number | null;
  readonly revokedAt: number | null;
  readonly lastUsedAt: number | null;
}

interface KeyRow {
  [column: string]: unknown;
  id: string;
  kind: string;
  hash: string;
  hint: string;
  domain: string | null;
  project_id: string | null;
  access: string | null;
  allowed_cidrs: string;
  name: string;
  created_at: number;
  expires_at: number | null;
  revoked_at: number | null;
  last_used_at: number | null;
}

function recordOf(row: KeyRow): KeyRecord {
  const cidrs = JSON.parse(row.allowed_cidrs) as unknown;
  return {
    id: row.id,
    kind: row.kind === 'admin' ? 'admin' : 'assistant',
    hash: row.hash,
    hint: row.hint,
    domain: row.domain,
    projectId: row.project_id,
    access: row.access === 'write' ? 'write' : row.access === 'read' ? 'read' : null,
    allowedCidrs: Array.isArray(cidrs)
      ? cidrs.filter((c): c is string => typeof c === 'string')
      : [],
    name: row.name,
    createdAt: Number(row.created_at),
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  };
}

export async function insertKey(db: Queryable, key: KeyRecord): Promise<void> {
  await db.run(
    `INSERT INTO api_keys (id, kind, hash, hint, domain, project_id, access, allowed_cidrs, name, created_at, expires_at, revoked_at, last_used_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      key.id,
      key.kind,
      key.hash,
      key.hint,
      key.domain,
      key.projectId,
      key.access,
      JSON.stringify(key.allowedCidrs),
      key.name,
      key.createdAt,
      key.expiresAt,
      key.revokedAt,
      key.lastUsedAt,
    ],
  );
}

export async function findKey(db: Queryable, id: string): Promise<KeyRecord | undefined> {
  const row = await db.one<KeyRow>('SELECT * FROM api_keys WHERE id = $1', [id]);
  return row ? recordOf(row) : undefined;
}

/** Every key, newest first; optionally only those of one domain or project. */
export async function listKeys(
  db: Queryable,
  filter: { readonly domain?: string; readonly projectId?: string } = {},
): Promise<KeyRecord[]> {
  const rows = await db.all<KeyRow>(
    'SELECT * FROM api_keys WHERE (CAST($1 AS TEXT) IS NULL OR domain = $1) AND (CAST($2 AS TEXT) IS NULL OR project_id = $2) ORDER BY created_at DESC, id',
    [filter.domain ?? null, filter.projectId ?? null],
  );
  return rows.map(recordOf);
}

/** Marks a key revoked (from then on refused); false when there is no such key or it was already revoked. */
export async function revokeKey(db: Queryable, id: string, now: number): Promise<boolean> {
  return (
    (
      await db.run('UPDATE api_keys SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
        id,
        now,
      ])
    ).changes > 0
  );
}
