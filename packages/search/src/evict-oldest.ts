/**
 * Deletes the least recently used entries of `map` (its first ones: an entry used again is taken out and put back)
 * while `over()` holds, calling `dropped` with each. Walks the map only when over: a map's iteration begins at its
 * first slot, past every entry deleted since it was last rehashed, which a cache that moves its hits to the end
 * leaves in numbers.
 */
export function evictOldest<K, V>(
  map: Map<K, V>,
  over: () => boolean,
  dropped: (value: V) => void,
): void {
  if (!over()) return;
  for (const [key, value] of map) {
    if (!over()) break;
    map.delete(key);
    dropped(value);
  }
}
