export { linksCodes, type LinksCode } from './codes.js';
export type { ExtractedLinks, ImportRef, LinkRef, LinkSyntax } from './link-ref.js';
export { extractLinks, linksOfTree, type ExtractLinksOptions } from './extract-links.js';
export {
  createParsedLinksCollector,
  linksKey,
  linkSyntaxOptions,
  type LinkSyntaxOptions,
  type ParsedLinksCollector,
} from './parsed-links.js';
export { htmlLinks, type HtmlLink } from './html-links.js';
export { resolveLink, type ResolvedLink } from './resolve-link.js';
export {
  createLinkTargets,
  type LinkTargets,
  type LinkTargetsInput,
  type TargetMatch,
} from './link-targets.js';
export { navHrefs } from './nav-hrefs.js';
export { checkLinks, type CheckLinksInput, type LinkSource } from './check-links.js';
export { linkedAnchorUrls } from './linked-anchor-urls.js';
export { htmlIds } from './html-ids.js';
export { loadLinkCheck, type LinkCheckOptions, type LinkCheckResult } from './load-link-check.js';
