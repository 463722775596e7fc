import { ICON_LIBRARIES, type IconLibraryName, type IconRegistry } from '../icons/icon-types.js';
import type { HostAnswer } from './sandbox-protocol.js';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const library = (v: unknown): IconLibraryName =>
  (ICON_LIBRARIES as readonly unknown[]).includes(v) ? (v as IconLibraryName) : 'fontawesome';

/** Answers a question from the page sandbox (JSON text in, JSON text out); anything unexpected answers `null`. */
export function hostAnswer(icons: IconRegistry, questionText: string): string {
  let question: unknown;
  try {
    question = JSON.parse(questionText);
  } catch {
    return 'null';
  }
  if (typeof question !== 'object' || question === null) return 'null';
  const q = question as Record<string, unknown>;
  let answer: HostAnswer = null;
  if (q['kind'] === 'resolve-icon')
    answer =
      icons.resolve(
        str(q['name']),
        library(q['library']),
        typeof q['style'] === 'string' ? q['style'] : undefined,
      ) ?? null;
  else if (q['kind'] === 'suggest-icons')
    answer = icons.suggest(str(q['name']), library(q['library']));
  return JSON.stringify(answer);
}
