import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { SchemaModel } from '@quire/openapi';

/** What every part of one endpoint reference needs: the page's definitions and the `api` settings. */
export interface ReferenceContextValue {
  /** Schemas kept as references (cycles), by key. */
  readonly definitions: Readonly<Record<string, SchemaModel>>;
  /** Nested fields start open (`api.params.expanded: "all"`). */
  readonly expanded: boolean;
  /** `api.params.post` keys. */
  readonly postKeys: readonly string[];
}

export const ReferenceContext = createContext<ReferenceContextValue>({
  definitions: {},
  expanded: false,
  postKeys: [],
});

export function useReference(): ReferenceContextValue {
  return useContext(ReferenceContext);
}
