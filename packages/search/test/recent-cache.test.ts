import { describe, expect, it } from 'vitest';
import { createRecentCache } from '@quire/search';

describe('createRecentCache', () => {
  it('makes a value once, keeps the keys asked for most recently, and forgets the rest', () => {
    const cache = createRecentCache<string, string>(2);
    const made: string[] = [];
    const get = (key: string) =>
      cache.get(key, () => {
        made.push(key);
        return key.toUpperCase();
      });
    expect([get('a'), get('b'), get('a')]).toEqual(['A', 'B', 'A']);
    // `a` was asked for last: `b` is the one to go when `c` comes.
    get('c');
    expect([get('a'), get('c')]).toEqual(['A', 'C']);
    get('b');
    expect(made).toEqual(['a', 'b', 'c', 'b']);
    cache.clear();
    get('c');
    expect(made).toEqual(['a', 'b', 'c', 'b', 'c']);
  });

  it('keeps a value that is undefined as made', () => {
    const cache = createRecentCache<string, undefined>(4);
    let calls = 0;
    cache.get('x', () => void calls++);
    cache.get('x', () => void calls++);
    expect(calls).toBe(1);
  });
});
