import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import { mdxCodes } from '../codes.js';
import type { PageCodeProblem } from './page-code-guard.js';

/** The diagnostic of something page code threw: a warning for an expression (left out), an error for a component. */
export function pageCodeDiagnostic(problem: PageCodeProblem): Diagnostic {
  const at = {
    file: problem.file,
    line: Math.max(1, problem.line),
    column: Math.max(1, problem.column),
  };
  if (problem.kind === 'expression') {
    return createDiagnostic(
      {
        code: 'mdx/expression-error',
        message: `The expression {${problem.what}} threw while the page rendered (${problem.thrown}); it is left out of the page.`,
        hint: 'MDX reads {…} as JavaScript, also in text indented by four spaces (MDX has no indented code blocks): put code in a fenced code block (```), or write a literal brace as \\{.',
        at,
      },
      mdxCodes['mdx/expression-error'].severity,
    );
  }
  return createDiagnostic(
    {
      code: 'mdx/component-error',
      message:
        problem.inner === undefined
          ? `<${problem.what}> threw while the page rendered (${problem.thrown}); the page is shown without it.`
          : `<${problem.what}> threw while the page rendered: <${problem.inner}>, which it renders, threw (${problem.thrown}); the page is shown without <${problem.what}>.`,
      hint:
        problem.inner === undefined
          ? 'Fix the component or the props given to it here; run `quire dev` to try it.'
          : `Fix <${problem.inner}> or the props <${problem.what}> gives it (which come from the props given here); run \`quire dev\` to try it.`,
      at,
    },
    mdxCodes['mdx/component-error'].severity,
  );
}
