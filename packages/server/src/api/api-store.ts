import { openStore, type Migration, type Store } from '@quire/store';
import type { ServerConfig } from '../server-config/server-config.js';
import { API_MIGRATIONS } from './api-migrations.js';

/** Opens the store the config names, with the given migrations (by default those of every API module). */
export function openApiStore(
  config: ServerConfig,
  migrations: readonly Migration[] = API_MIGRATIONS,
): Promise<Store> {
  return openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, migrations });
}
