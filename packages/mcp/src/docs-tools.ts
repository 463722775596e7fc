import { SHELL_COMMANDS, SHELL_LIMITS } from './run-docs-shell.js';

/** What the tools of a site depend on: its name, and the versions and languages it has indexes for. */
export interface ToolSite {
  readonly name: string;
  readonly versions: readonly string[];
  readonly languages: readonly string[];
}

/** A tool as `tools/list` and the server card describe it. */
export interface ToolDescriptor {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: {
    readonly type: 'object';
    readonly properties: Readonly<Record<string, object>>;
    readonly required: readonly string[];
    readonly additionalProperties: false;
  };
  readonly annotations: {
    readonly readOnlyHint: boolean;
    readonly destructiveHint: boolean;
    readonly idempotentHint: boolean;
    readonly openWorldHint: boolean;
  };
}

export type ToolKind = 'search' | 'filesystem' | 'feedback';

/** The site's name as part of a tool name: `Acme Rockets` → `acme_rockets` (letters, digits, `_`). */
export function toolSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/, '');
  return slug === '' ? 'docs' : slug;
}

/** The names of a site's tools: `search_<site>`, `query_docs_filesystem_<site>`, `submit_feedback`. */
export function toolNames(name: string): Readonly<Record<ToolKind, string>> {
  const slug = toolSlug(name);
  return {
    search: `search_${slug}`,
    filesystem: `query_docs_filesystem_${slug}`,
    feedback: 'submit_feedback',
  };
}

const READ_ONLY = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
} as const;

export const SEARCH_LIMITS = { queryLength: 500, results: 20 } as const;
export const FEEDBACK_LIMITS = { pathLength: 500, descriptionLength: 4000 } as const;

function searchTool(site: ToolSite, name: string): ToolDescriptor {
  const choice = (values: readonly string[], what: string, example: string) =>
    values.length > 1
      ? {
          type: 'string',
          enum: [...values],
          description: `Only results of this ${what}, such as '${example}'. Without it, the site's default ${what}.`,
        }
      : undefined;
  const version = choice(site.versions, 'version', site.versions[0] ?? '');
  const language = choice(site.languages, 'language', site.languages[0] ?? '');
  return {
    name,
    title: `Search ${site.name}`,
    description: `Search the ${site.name} documentation: the pages that best match a query, each with its title, a link and a snippet of the matching section. Use it to find where something is documented, then read the page with the docs filesystem tool.`,
    inputSchema: {
      type: 'object',
      properties: {
        query: {
          type: 'string',
          minLength: 1,
          maxLength: SEARCH_LIMITS.queryLength,
          description: 'What to look for, in words',
        },
        ...(version ? { version } : {}),
        ...(language ? { language } : {}),
        limit: {
          type: 'integer',
          minimum: 1,
          maximum: SEARCH_LIMITS.results,
          default: 10,
          description: 'How many pages to return',
        },
      },
      required: ['query'],
      additionalProperties: false,
    },
    annotations: READ_ONLY,
  };
}

function filesystemTool(site: ToolSite, name: string): ToolDescriptor {
  return {
    name,
    title: `Query the ${site.name} docs filesystem`,
    description: [
      `Read the ${site.name} documentation as a read-only filesystem of Markdown files, one per page (/index.md is the home page, /guides/setup.md the page /guides/setup), with shell-style commands: ${SHELL_COMMANDS.join(', ')}.`,
      'Examples: ls /guides; cat /quickstart.md /guides/setup.md (several files at once); cat /api/auth.md:40-90 (lines 40 to 90); head -n 30 /index.md; grep -n -i "rate limit" /; grep -l -E "webhook|callback" /api; find / -name "*auth*".',
      'Join commands with ; or && and pipe with |. grep patterns match text, . (any character), .* (any text), ^, $ and alternatives with -E; -F matches as written.',
      `Output is cut at ${SHELL_LIMITS.outputChars} characters.`,
    ].join(' '),
    inputSchema: {
      type: 'object',
      properties: {
        command: {
          type: 'string',
          minLength: 1,
          maxLength: SHELL_LIMITS.commandLength,
          description: 'The command line, such as: cat /quickstart.md',
        },
      },
      required: ['command'],
      additionalProperties: false,
    },
    annotations: READ_ONLY,
  };
}

function feedbackTool(site: ToolSite, name: string): ToolDescriptor {
  return {
    name,
    title: 'Submit feedback',
    description: `Report a problem with a page of the ${site.name} documentation to its team: the page is wrong, out of date, confusing or incomplete. Give the page's path and what is wrong with it. It is recorded as unhelpful feedback on that page.`,
    inputSchema: {
      type: 'object',
      properties: {
        path: {
          type: 'string',
          minLength: 1,
          maxLength: FEEDBACK_LIMITS.pathLength,
          description:
            'The page, such as /guides/setup (a link or a file path of the filesystem tool also works)',
        },
        description: {
          type: 'string',
          minLength: 1,
          maxLength: FEEDBACK_LIMITS.descriptionLength,
          description: 'What is wrong with the page, and what the reader needed',
        },
      },
      required: ['path', 'description'],
      additionalProperties: false,
    },
    annotations: {
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
  };
}

/** The tools a site's MCP server offers, in the order it lists them. */
export function docsTools(
  site: ToolSite,
): readonly (ToolDescriptor & { readonly kind: ToolKind })[] {
  const names = toolNames(site.name);
  return [
    { kind: 'search', ...searchTool(site, names.search) },
    { kind: 'filesystem', ...filesystemTool(site, names.filesystem) },
    { kind: 'feedback', ...feedbackTool(site, names.feedback) },
  ];
}
