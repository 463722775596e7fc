import type { NavPageNode } from '../model.js';
import type { PageSource } from './page-source.js';

/** The sidebar entry of a page: its nav label (`sidebarTitle`, else the title) and badges. */
export function pageNode(page: PageSource): NavPageNode {
  return {
    kind: page.kind,
    url: page.url,
    title: page.sidebarTitle ?? page.title,
    icon: page.icon,
    tag: page.tag,
    hidden: page.hidden,
    deprecated: page.deprecated,
    method: page.method,
    href: page.href,
  };
}
