/**
 * The ids of the pages at the URLs asked for, from what rendering them kept (`RouteSummary.anchors`): how the
 * link check of `build` and `validate` checks `#fragments` without rendering a page again. A page that did not
 * render is left out, and the fragments pointing into it are not checked.
 */
export function pageAnchors(
  pages: ReadonlyMap<string, { readonly anchors?: readonly string[] | undefined }>,
): (urls: readonly string[]) => Promise<Map<string, Set<string>>> {
  return async (urls) => {
    const out = new Map<string, Set<string>>();
    for (const url of urls) {
      const anchors = pages.get(url)?.anchors;
      if (anchors) out.set(url, new Set(anchors));
    }
    return out;
  };
}
