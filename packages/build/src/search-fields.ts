import type { Route } from '@quire/navigation';
import type { EndpointPage, SchemaModel } from '@quire/openapi';
import type { PageForSearch } from '@quire/search';

type SearchFields = Pick<
  PageForSearch,
  'title' | 'boost' | 'depth' | 'method' | 'apiPath' | 'parameters' | 'readers'
>;

function bodyProperties(page: EndpointPage): { name: string; description?: string }[] {
  const schema: SchemaModel | undefined = page.requestBody?.content[0]?.schema;
  if (schema?.kind !== 'schema') return [];
  return (schema.properties ?? []).map((p) => ({
    name: p.name,
    ...(p.schema.kind === 'schema' && p.schema.description
      ? { description: p.schema.description }
      : {}),
  }));
}

/** An endpoint's method, path and parameters (path, query, header, cookie, then top-level body properties). */
function endpointFields(
  page: EndpointPage,
): Pick<PageForSearch, 'method' | 'apiPath' | 'parameters'> {
  const { path, query, header, cookie } = page.parameters;
  const parameters = [...path, ...query, ...header, ...cookie].map((p) => ({
    name: p.name,
    ...(p.description ? { description: p.description } : {}),
  }));
  return {
    method: page.kind === 'webhook' ? 'WEBHOOK' : page.method.toUpperCase(),
    apiPath: page.path,
    parameters: [...parameters, ...bodyProperties(page)],
  };
}

/**
 * What search needs of a route besides its HTML: its title (the sidebar title when the title is
 * blank), the boost (frontmatter, else the nearest group's), its depth in the navigation, and
 * for an endpoint its method, path and parameters; frontmatter `groups` as the page's readers.
 */
export function searchFieldsFor(
  route: Route,
  title: string,
  frontmatter: Readonly<Record<string, unknown>>,
  endpoint?: EndpointPage,
): SearchFields {
  const own =
    typeof frontmatter.boost === 'number' && frontmatter.boost > 0 ? frontmatter.boost : undefined;
  const group = [...route.path].reverse().find((c) => c.boost !== undefined)?.boost;
  const boost = own ?? group;
  const readers = Array.isArray(frontmatter.groups)
    ? frontmatter.groups.filter((g): g is string => typeof g === 'string')
    : [];
  return {
    title: title.trim() || route.sidebarTitle || route.title,
    ...(boost === undefined ? {} : { boost }),
    depth: route.path.filter((c) => c.kind === 'group').length,
    ...(endpoint ? endpointFields(endpoint) : {}),
    ...(readers.length ? { readers } : {}),
  };
}
