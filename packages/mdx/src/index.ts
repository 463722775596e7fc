export { mdxCodes } from './codes.js';
export {
  compilePage,
  type CompilePageOptions,
  type CompilePageResult,
} from './compile/compile-page.js';
export {
  createMdxCompiler,
  type MdxCompiler,
  type MdxCompilerOptions,
} from './compile/create-mdx-compiler.js';
export type { ParsedSource } from './compile/module-environment.js';
export {
  createCompileCache,
  type CompileCache,
  type CompileCacheChanges,
  type CompileCacheData,
} from './compile/compile-cache.js';
export {
  createHighlighter,
  type CodeHighlighter,
  type CodeOptions,
  type LineMarks,
} from './code/create-highlighter.js';
export { loadCustomLanguages, type CustomLanguages } from './code/load-custom-languages.js';
export { codeThemeCss } from './code/code-theme-css.js';
export { codeThemesFromStyling, DEFAULT_CODE_THEMES, type CodeThemes } from './code/code-themes.js';
export { parseCodeMeta, parseLineList, type CodeMeta } from './code/parse-code-meta.js';
export {
  slugifyHeading,
  createHeadingSlugger,
  type HeadingSlugger,
} from './headings/slugify-heading.js';
export { loadMarkupParser } from './parse/load-markup-parser.js';
export { HTML_VOID_ELEMENTS } from './parse/html-void-elements.js';
export type { MarkupParser, ParsedMarkup } from './parse/create-markup-parser.js';
export { expandVariables } from './parse/expand-variables.js';
export { resolveImport, type ResolvedImport } from './compile/resolve-import.js';
export { readFrontmatter, type FrontmatterResult } from './read-frontmatter.js';
export { Passthrough, completeComponentMap, type ComponentMap } from './runtime/component-map.js';
export type { CompiledPage, ImportBindings } from './runtime/create-compiled-page.js';
export { pageProgramOf, type PageProgram, type ProgramModule } from './runtime/page-program.js';
export type { DependencyRecord, Heading, ImportRecord, ModuleKind, ModuleRecord } from './types.js';
export { MAX_FILE_CHARS } from './compile/compile-module.js';
export { walkTree, type WalkVisitor } from './remark/walk-tree.js';
