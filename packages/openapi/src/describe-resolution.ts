import type { DiagnosticInit } from '@quire/diagnostics';
import type { OpenApiIndex } from './openapi-index.js';
import type { EndpointResolution } from './resolve-endpoint-ref.js';
import type { OperationEntry } from './openapi-index.js';

const operationText = (op: OperationEntry): string =>
  op.kind === 'webhook' ? `webhook ${op.path}` : `${op.method.toUpperCase()} ${op.path}`;

/** The diagnostic (without its place) for a reference that did not resolve cleanly; undefined when it did. */
export function describeResolution(
  text: string,
  resolution: EndpointResolution,
  index: OpenApiIndex,
): Omit<DiagnosticInit, 'at'> | undefined {
  if (resolution.ok) {
    if (resolution.misnamedSpec !== undefined) {
      return {
        code: 'openapi/spec-path-mismatch',
        severity: 'warning',
        message: `"${text}" names the spec "${resolution.misnamedSpec}", which is not at that path from the docs root; the operation was found in ${resolution.operation.spec}.`,
        hint: `Write the spec's path from the docs root: "${resolution.operation.spec} ${operationText(resolution.operation)}".`,
      };
    }
    if (resolution.alsoIn.length === 0) return undefined;
    return {
      code: 'openapi/ambiguous-operation',
      severity: 'warning',
      message: `"${text}" is defined in several specs; using ${resolution.operation.spec}, not ${resolution.alsoIn.join(', ')}.`,
      hint: `Name the spec in the reference: "${resolution.operation.spec} ${text.trim()}".`,
    };
  }
  switch (resolution.reason) {
    case 'spec-not-found': {
      const local = index.specs.filter((s) => s.origin === 'file').map((s) => s.id);
      return {
        code: 'openapi/spec-not-found',
        message: `"${text}" names the spec "${resolution.spec}", which does not exist in the repository.`,
        hint:
          local.length > 0
            ? `Specs in the repository: ${local.slice(0, 5).join(', ')}${local.length > 5 ? ', …' : ''}.`
            : 'Add the spec file, or fix the path.',
      };
    }
    case 'spec-unavailable':
      return {
        code: 'openapi/unverified-reference',
        severity: 'warning',
        message: `"${text}" cannot be checked: it depends on the remote spec ${resolution.specs.join(', ')}, which could not be fetched.`,
        hint: 'Run with network access, or commit the spec to the repository and point to the file.',
      };
    case 'spec-broken':
      return undefined;
    case 'operation-not-found': {
      const [only] = resolution.specs;
      const where =
        resolution.specs.length === 0
          ? 'any spec (the repository has none)'
          : resolution.specs.length === 1
            ? only
            : `any of ${resolution.specs.length} specs`;
      const close =
        resolution.suggestions.length > 0
          ? `Did you mean ${resolution.suggestions.map((s) => `"${s}"`).join(' or ')}?`
          : undefined;
      return {
        code: 'openapi/unresolved-operation',
        message: `"${text}" names an operation that is not in ${where ?? ''}.`,
        hint:
          close ??
          'Check the method and the path against the spec, or add the operation to the spec.',
      };
    }
  }
}
