/** A line as tokenized before: its HTML and the state the grammar ended it in. */
interface CachedLine {
  readonly html: string;
  readonly state: unknown;
}

/** The most lines kept (all grammars): past it the cache starts over, so that a large site's memory stays bounded. */
const MAX_LINES = 200_000;
const START = {};

/**
 * Lines already tokenized, by grammar, the state the line starts in and its text. The same line in the same state
 * tokenizes the same way; a grammar returns its state objects unchanged when a line does not change it, and a
 * line taken from here gives the next one the very state object it gave before, so that the lines of blocks that
 * repeat each other (imports, `curl` calls, closing braces) are found here one after the other. States are told
 * apart by identity: equal states that are different objects only miss.
 */
export interface LineCache {
  get(grammar: object, state: unknown, line: string): CachedLine | undefined;
  set(grammar: object, state: unknown, line: string, cached: CachedLine): void;
  /** Forgets every line (when a grammar is loaded: a grammar that embeds it tokenizes some lines differently now). */
  clear(): void;
}

export function createLineCache(maxLines = MAX_LINES): LineCache {
  let grammars = new WeakMap<object, Map<unknown, Map<string, CachedLine>>>();
  let count = 0;
  const clear = () => {
    grammars = new WeakMap();
    count = 0;
  };
  return {
    clear,
    get: (grammar, state, line) =>
      grammars
        .get(grammar)
        ?.get(state ?? START)
        ?.get(line),
    set(grammar, state, line, cached) {
      if (count >= maxLines) clear();
      let states = grammars.get(grammar);
      if (!states) grammars.set(grammar, (states = new Map()));
      let lines = states.get(state ?? START);
      if (!lines) states.set(state ?? START, (lines = new Map()));
      lines.set(line, cached);
      count++;
    },
  };
}
