import { isRecord } from './is-record.js';
import { resolveRef } from './resolve-ref.js';
import type { SchemaBuildContext } from './build-schema-model.js';

/** What building one endpoint page carries along: the schema context and the `$ref` follower. */
export interface PageBuildContext {
  readonly schemas: SchemaBuildContext;
  /** Follows a `$ref` object (parameters, responses, bodies, examples…) to its target and document. */
  deref(
    value: unknown,
    docId: string,
  ): { value: Record<string, unknown>; docId: string } | undefined;
}

export function createPageBuildContext(schemas: SchemaBuildContext): PageBuildContext {
  return {
    schemas,
    deref(value, docId) {
      let current = value;
      let doc = docId;
      for (let hops = 0; hops < 20; hops++) {
        if (!isRecord(current)) return undefined;
        const ref = current['$ref'];
        if (typeof ref !== 'string') return { value: current, docId: doc };
        const resolved = resolveRef(schemas.scope, doc, ref);
        if (!resolved) return undefined;
        current = resolved.value;
        doc = resolved.docId;
      }
      return undefined;
    },
  };
}
