/** Recently rendered routes, newest last; bounded so that a large site is never held in memory whole. */
export interface RenderCache<T> {
  get(url: string, render: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createRenderCache<T>(limit = 64): RenderCache<T> {
  const entries = new Map<string, Promise<T>>();
  return {
    get(url, render) {
      const known = entries.get(url);
      if (known) {
        entries.delete(url);
        entries.set(url, known);
        return known;
      }
      const made = render();
      entries.set(url, made);
      while (entries.size > limit) entries.delete(entries.keys().next().value as string);
      return made;
    },
    clear: () => entries.clear(),
  };
}
