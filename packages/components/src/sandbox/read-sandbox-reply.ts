import type { Diagnostic } from '@quire/diagnostics';

/** What rendering a page in the sandbox gave. */
export type PageSandboxResult =
  | {
      readonly kind: 'rendered';
      readonly html: string;
      readonly anchors: readonly string[];
      readonly diagnostics: readonly Diagnostic[];
    }
  | {
      readonly kind: 'failed';
      readonly message: string;
      readonly diagnostics: readonly Diagnostic[];
    }
  | { readonly kind: 'timed-out'; readonly limitMs: number };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function isDiagnostic(v: unknown): v is Diagnostic {
  return (
    isRecord(v) &&
    typeof v['code'] === 'string' &&
    typeof v['message'] === 'string' &&
    (v['severity'] === 'error' || v['severity'] === 'warning' || v['severity'] === 'info')
  );
}

/**
 * The sandbox's reply, checked: the sandbox returns JSON text, and page code shares its realm, so nothing in
 * the reply is trusted beyond its shape (a malformed reply is a failure of the page).
 */
export function readSandboxReply(value: unknown, file: string): PageSandboxResult {
  let reply: unknown;
  try {
    reply = typeof value === 'string' ? JSON.parse(value) : undefined;
  } catch {
    reply = undefined;
  }
  if (!isRecord(reply))
    return {
      kind: 'failed',
      message: 'The page sandbox gave no readable result.',
      diagnostics: [],
    };
  const list = Array.isArray(reply['diagnostics']) ? reply['diagnostics'] : [];
  const diagnostics = list
    .filter(isDiagnostic)
    .map((d) => ({ ...d, file: typeof d.file === 'string' ? d.file : file }));
  if (reply['kind'] === 'rendered' && typeof reply['html'] === 'string') {
    const anchors = Array.isArray(reply['anchors'])
      ? reply['anchors'].filter((a): a is string => typeof a === 'string')
      : [];
    return { kind: 'rendered', html: reply['html'], anchors, diagnostics };
  }
  const message =
    typeof reply['message'] === 'string' ? reply['message'] : 'The page failed to render.';
  return { kind: 'failed', message, diagnostics };
}
