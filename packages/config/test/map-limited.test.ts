import { describe, expect, it } from 'vitest';
import { mapLimited } from '@quire/config';

describe('mapLimited', () => {
  it('runs at most the limit at once and keeps the order of the items', async () => {
    let running = 0;
    let most = 0;
    const items = Array.from({ length: 200 }, (_, i) => i);
    const out = await mapLimited(items, 7, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, n % 3));
      running--;
      return n * 2;
    });
    expect(most).toBe(7);
    expect(out).toEqual(items.map((n) => n * 2));
    expect(await mapLimited([], 4, async () => 1)).toEqual([]);
  });

  it('rejects with the first error', async () => {
    await expect(
      mapLimited([1, 2, 3], 2, async (n) => {
        if (n === 2) throw new Error('two');
        return n;
      }),
    ).rejects.toThrow('two');
  });
});
