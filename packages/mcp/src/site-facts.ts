/** The build's record of a site (`_quire/site.json`), read for what the MCP server needs of it. */
export const SITE_FACTS_PATH = '_quire/site.json';

/** What the MCP server knows of a built site besides its pages. */
export interface SiteFacts {
  /** docs.json `name` (else the name the server gave). */
  readonly name: string;
  /** The URL the site was built for, when known: results link to it. */
  readonly siteUrl?: string | undefined;
}

function parse(text: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The facts in the text of the site's record; a site built without them (or `quire dev`'s) is named `fallbackName`. */
export function siteFactsOf(text: string | undefined, fallbackName: string): SiteFacts {
  const site = parse(text);
  const name =
    typeof site['name'] === 'string' && site['name'].trim() !== '' ? site['name'] : fallbackName;
  const siteUrl =
    typeof site['siteUrl'] === 'string' && site['siteUrl'] !== '' ? site['siteUrl'] : undefined;
  return { name, siteUrl };
}

/** Reads the site's facts; a site built without them (or `quire dev`'s) is named `fallbackName`. */
export async function readSiteFacts(
  source: { readFile(sitePath: string): Promise<string | undefined> },
  fallbackName: string,
): Promise<SiteFacts> {
  return siteFactsOf(await source.readFile(SITE_FACTS_PATH), fallbackName);
}
