export {
  countDiagnostics,
  createDiagnostic,
  sortDiagnostics,
  type Diagnostic,
  type DiagnosticCounts,
  type DiagnosticInit,
  type Location,
  type Severity,
} from './diagnostic.js';
export { cutLongValues, MAX_MESSAGE, MAX_QUOTED_VALUE } from './cut-long-values.js';
export { withoutRepeats } from './without-repeats.js';
export { defineCodes, mergeCodeTables, type CodeInfo, type CodeTable } from './code-registry.js';
export { createLineIndex, type LineIndex } from './line-index.js';
export { closestMatches, didYouMean, editDistance } from './did-you-mean.js';
export { formatCount } from './format-count.js';
export { compareText } from './compare-text.js';
export { codeFrame, type CodeFrameOptions } from './code-frame.js';
export {
  formatGithub,
  formatJson,
  formatPretty,
  formatSummary,
  type OutputFormat,
  type PrettyOptions,
} from './format.js';
