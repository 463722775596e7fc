import { refusalOf, type ReadRefusal } from '@quire/config';
import type { Diagnostic } from '@quire/diagnostics';
import type { AnalysedSpec } from './analyse-spec-text.js';
import { collectRefs } from './collect-refs.js';
import { parseSpecText, specFormatOf, type ParsedSpecText } from './parse-spec-text.js';
import { refTargetDocument, resolveRef } from './resolve-ref.js';
import { specProblem, specProblemAt } from './spec-problem.js';

const MAX_REF_PROBLEMS = 20;

/**
 * Follows a spec's `$ref`s into other local files (transitively), then checks that every `$ref`
 * of the spec and of those files leads somewhere. A broken `$ref` is a problem at its position.
 */
export async function loadExternalDocuments(
  specId: string,
  analysed: AnalysedSpec,
  readText: (file: string) => Promise<string>,
  sources: Map<string, ParsedSpecText>,
): Promise<{ documents: Record<string, unknown>; problems: Diagnostic[] }> {
  const documents: Record<string, unknown> = {};
  const problems: Diagnostic[] = [];
  const original = analysed.original ?? analysed.document;
  const queue: { docId: string; value: unknown }[] = [{ docId: specId, value: original }];
  const refsByDoc = new Map<string, ReturnType<typeof collectRefs>>();
  const refused = new Map<string, ReadRefusal>();
  const missing = new Set<string>();
  for (let next = queue.shift(); next; next = queue.shift()) {
    const refs = collectRefs(next.value);
    refsByDoc.set(next.docId, refs);
    for (const { ref } of refs) {
      const target = refTargetDocument(next.docId, ref);
      if (target === specId || target in documents || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const loaded = await readExternal(target, readText);
      if (loaded && 'refused' in loaded) refused.set(target, loaded);
      if (!loaded) missing.add(target);
      if (!loaded || 'refused' in loaded) {
        documents[target] = undefined;
        continue;
      }
      documents[target] = loaded.value;
      sources.set(target, loaded);
      problems.push(
        ...loaded.errors.map((e) =>
          specProblem(target, e.message, e.span, 'Fix the syntax error.'),
        ),
      );
      if (loaded.value !== undefined) queue.push({ docId: target, value: loaded.value });
    }
  }
  const scope = { id: specId, document: original, externalDocuments: documents };
  for (const [docId, refs] of refsByDoc) {
    for (const { ref, at } of refs) {
      if (problems.length >= MAX_REF_PROBLEMS) break;
      if (resolveRef(scope, docId, ref)) continue;
      const target = refTargetDocument(docId, ref);
      const why = refused.get(target);
      const message = `$ref "${ref}" does not point to anything${why ? ` (the file was not read: ${why.refused})` : missing.has(target) ? ' (there is no such file)' : ''}`;
      const hint =
        why?.fix ??
        'Point the $ref at a component that exists (`#/components/schemas/Name`) or at a file of the repository.';
      problems.push(
        specProblemAt(docId, sources.get(docId), [...at, '$ref'], message, 'value', hint),
      );
    }
  }
  return {
    documents: Object.fromEntries(Object.entries(documents).filter(([, v]) => v !== undefined)),
    problems,
  };
}

async function readExternal(
  file: string,
  readText: (file: string) => Promise<string>,
): Promise<ParsedSpecText | ReadRefusal | undefined> {
  let text: string;
  try {
    text = await readText(file);
  } catch (error) {
    return refusalOf(error);
  }
  return parseSpecText(text, specFormatOf(file, text));
}
