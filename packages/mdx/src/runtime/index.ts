// The page runtime alone (no compiler): what the page sandbox bundles and evaluates pages with.
export {
  createModuleEvaluator,
  evaluatePage,
  type EvaluateOptions,
  type ImportBindings,
  type ModuleExports,
  type ModuleFunction,
  type RunnableModule,
} from './evaluate-page.js';
export type { IslandBoundaryProps, IslandOf } from './island-jsx.js';
export {
  pageProgramOf,
  programParts,
  type PageProgram,
  type ProgramModule,
} from './page-program.js';
export { Passthrough, completeComponentMap, type ComponentMap } from './component-map.js';
export {
  createHeadingSlugger,
  slugifyHeading,
  type HeadingSlugger,
} from '../headings/slugify-heading.js';
export type { PageCodeProblem, ReportProblem } from './page-code-guard.js';
export { pageCodeDiagnostic } from './page-code-diagnostic.js';
export { traceRendering, type RenderTrace, type TracePlace } from './render-trace.js';
export { islandStaticDiagnostic } from './island-static-diagnostic.js';
export {
  COMPONENT_REF,
  islandPropRefs,
  islandPropsJson,
  readIslandProps,
  staticKey,
  type ComponentRef,
} from './island-props.js';
