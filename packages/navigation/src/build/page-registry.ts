import { createDiagnostic, type Diagnostic, type Location } from '@quire/diagnostics';
import { navigationCodes } from '../codes.js';
import type { EndpointCatalog, GeneratedEndpoint } from '../openapi/endpoint-catalog.js';
import type { PageIndex } from '../pages/create-page-index.js';
import { readPageMeta } from '../pages/read-page-meta.js';
import { titleFromPath } from '../pages/title-from-path.js';
import { urlForPath } from '../pages/url-for-path.js';
import type { PageSource } from './page-source.js';

export interface RegistryEnv {
  readonly index: PageIndex;
  readonly frontmatter: (file: string) => Readonly<Record<string, unknown>> | undefined;
  readonly catalog: EndpointCatalog;
  readonly diagnostics: Diagnostic[];
  readonly locate: (pointer: string) => Location;
}

const HTTP_METHOD = /^(get|put|post|delete|options|head|patch|trace)$/i;

function describe(source: PageSource): string {
  return source.generated ? `the page generated for \`${source.source}\`` : `\`${source.source}\``;
}

function sameOperation(a: PageSource, b: PageSource): boolean {
  const x = a.operation;
  const y = b.operation;
  return !!x && !!y && x.spec === y.spec && x.method === y.method && x.path === y.path;
}

function replacedByGenerated(file: PageSource, generated: PageSource): Diagnostic {
  return createDiagnostic({
    code: navigationCodes['navigation/file-replaced-by-generated-page'].code,
    severity: 'warning',
    message: `\`${file.source}\` is in no navigation, and ${describe(generated)} is served at its URL ${file.url} instead; the file is not published.`,
    hint: 'Delete the file if the generated page replaces it, or move it to another path and list it in the navigation.',
    at: { file: file.source, line: 1, column: 1 },
  });
}

/** The pages of the site by identity and by URL; each source is created once and claims one URL. */
export class PageRegistry {
  /** Every source that got a URL, in the order they were first met. */
  readonly order: PageSource[] = [];
  private readonly byKey = new Map<string, PageSource | null>();
  private readonly byUrl = new Map<string, PageSource>();

  constructor(private readonly env: RegistryEnv) {}

  /**
   * The source of a page file (its frontmatter read once), or undefined when its URL is taken.
   * `pointer` is where the navigation lists it, for the diagnostic of a clash.
   */
  file(file: string, pointer?: string): PageSource | undefined {
    const known = this.byKey.get(file);
    if (known !== undefined) return known ?? undefined;
    return this.claim(this.createFileSource(file), pointer);
  }

  /** The source of a generated endpoint page, or undefined when its URL is taken by something else. */
  generated(page: GeneratedEndpoint, pointer: string): PageSource | undefined {
    const url = urlForPath(page.slug);
    const { operation } = page;
    const key = `${operation.spec} ${operation.method} ${operation.path} at ${url}`;
    const known = this.byKey.get(key);
    if (known !== undefined) return known ?? undefined;
    const method = page.kind === 'webhook' ? 'WEBHOOK' : operation.method.toUpperCase();
    // The source reads like an endpoint reference: `spec GET /path`, `spec webhook name`, `spec channel name`.
    const verb =
      page.kind === 'endpoint' && operation.method !== 'channel' ? method : operation.method;
    return this.claim(
      {
        key,
        url,
        kind: page.kind,
        source: `${operation.spec} ${verb} ${operation.path}`,
        path: page.slug,
        generated: true,
        title: page.title,
        sidebarTitle: page.sidebarTitle,
        description: page.description,
        icon: page.icon,
        tag: page.tag,
        hidden: page.hidden,
        deprecated: page.deprecated,
        method,
        operation,
      },
      pointer,
    );
  }

  /** Whether a file already has a source (listed, or registered as a page in no navigation). */
  has(file: string): boolean {
    return this.byKey.has(file);
  }

  private createFileSource(file: string): PageSource {
    const path = this.env.index.pathOf(file);
    const meta = readPageMeta(this.env.frontmatter(file));
    const op = meta.openapi ? this.env.catalog.frontmatter(meta.openapi, path) : undefined;
    const apiMethod = meta.api?.split(/\s+/)[0];
    const method = op
      ? op.kind === 'webhook'
        ? 'WEBHOOK'
        : op.operation.method.toUpperCase()
      : apiMethod && HTTP_METHOD.test(apiMethod)
        ? apiMethod.toUpperCase()
        : undefined;
    return {
      key: file,
      url: urlForPath(path),
      kind: meta.url ? 'link' : 'page',
      source: file,
      path,
      generated: false,
      title: meta.title ?? op?.title ?? titleFromPath(path),
      sidebarTitle: meta.sidebarTitle ?? op?.sidebarTitle,
      description: meta.description ?? op?.description,
      icon: meta.icon,
      tag: meta.tag,
      hidden: meta.hidden,
      deprecated: meta.deprecated || (op?.deprecated ?? false),
      href: meta.url,
      method,
      operation: op?.operation,
    };
  }

  private claim(source: PageSource, pointer: string | undefined): PageSource | undefined {
    const holder = this.byUrl.get(source.url);
    if (holder && holder.generated && !source.generated && pointer === undefined) {
      // A file no navigation lists, where bulk generation put a page: the generated page stays.
      this.byKey.set(source.key, null);
      if (!sameOperation(source, holder))
        this.env.diagnostics.push(replacedByGenerated(source, holder));
      return undefined;
    }
    if (holder) {
      this.byKey.set(source.key, null);
      this.env.diagnostics.push(
        createDiagnostic({
          code: navigationCodes['navigation/url-clash'].code,
          severity: 'error',
          message: `${describe(source)} and ${describe(holder)} would both be served at ${source.url}; a URL has one page.`,
          hint:
            source.generated || holder.generated
              ? 'Rename the page file, or give the operation another URL with `x-mint.href`.'
              : 'Rename, move or delete one of the two files.',
          at:
            pointer !== undefined
              ? this.env.locate(pointer)
              : { file: source.source, line: 1, column: 1 },
        }),
      );
      return undefined;
    }
    this.byKey.set(source.key, source);
    this.byUrl.set(source.url, source);
    this.order.push(source);
    return source;
  }
}
