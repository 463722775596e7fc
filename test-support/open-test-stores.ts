import { afterEach } from 'vitest';
import { openStore, type Migration, type Store } from '@quire/store';
import type { StoreKind, StoreTarget } from './stores.js';

/**
 * Opens stores of one kind on one fresh target (a data folder or a Postgres database) for the
 * current test, and closes them and throws the target away after each test.
 */
export function openTestStores(
  kind: StoreKind,
  defaults: readonly Migration[] = [],
): (migrations?: readonly Migration[]) => Promise<Store> {
  let target: StoreTarget | undefined;
  const stores: Store[] = [];
  afterEach(async () => {
    // A test may have closed a store itself (to reopen the same target); closing again is not its problem.
    for (const s of stores.splice(0)) await s.close().catch(() => undefined);
    await target?.dispose();
    target = undefined;
  });
  return async (migrations = defaults) => {
    target ??= await kind.create();
    const store = await openStore({
      dataDir: target.dataDir,
      databaseUrl: target.databaseUrl,
      migrations,
    });
    stores.push(store);
    return store;
  };
}
