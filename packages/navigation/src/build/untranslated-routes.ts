import type { Route } from '../model.js';
import type { RouteInputs } from './assemble-routes.js';

/**
 * The stand-ins for pages of the default language that another language has not translated (as
 * Starlight does): the default page at the URL its translation would have, in that language, hidden
 * from navigation and search, its switchers leading where the default page's lead. `routes` are
 * `assembleRoutes`' result, in the order of `inputs.pages`.
 */
export function untranslatedRoutes(routes: readonly Route[], inputs: RouteInputs): Route[] {
  const out: Route[] = [];
  inputs.pages.forEach((page, i) => {
    const route = routes[i];
    if (!route) return;
    const at = inputs.canonical.get(page);
    const language = at ? at.scope.language : inputs.equivalents.infer(page, 'language');
    for (const [label, url] of Object.entries(inputs.equivalents.untranslated(page, language))) {
      out.push({
        ...route,
        url,
        language: label,
        hidden: true,
        searchable: false,
        prev: undefined,
        next: undefined,
        untranslated: { url: route.url, language: route.language },
      });
    }
  });
  return out;
}
