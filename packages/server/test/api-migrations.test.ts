import { describe, expect, it } from 'vitest';
import { API_MIGRATIONS, API_MODULES } from '@quire/server';

describe('API_MIGRATIONS', () => {
  it("are the API modules' migrations, in the modules' order", () => {
    const names = (list: readonly { name: string }[]) => list.map((m) => m.name);
    const ofModules = API_MODULES.flatMap((m) => m.migrations ?? []);
    expect(ofModules.length).toBeGreaterThan(0);
    expect(names(API_MIGRATIONS)).toEqual(names(ofModules));
  });
});
