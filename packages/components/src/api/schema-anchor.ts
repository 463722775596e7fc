import { slugifyHeading } from '@quire/mdx/runtime';

/** The anchor of a schema shown in the page's Schemas section (`#schema-treenode`). */
export function schemaAnchorId(name: string): string {
  return `schema-${slugifyHeading(name)}`;
}
