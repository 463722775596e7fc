import type { Diagnostic } from '@quire/diagnostics';
import type { PageProgram } from '@quire/mdx/runtime';
import type { IconLibraryName, IconShape } from '../icons/icon-types.js';
import type { Audience } from '../env/components-env.js';

/** The global name under which the bundled runtime is installed in the sandbox realm. */
export const SANDBOX_GLOBAL = 'quirePageRuntime';

/** What the host sends into the sandbox to render one page (as JSON text). */
export interface SandboxRequest {
  readonly program: PageProgram;
  readonly iconLibrary: IconLibraryName;
  readonly file: string;
  readonly source: string | undefined;
  /** Anchor ids already taken on the page (the compiled headings). */
  readonly reserved: readonly string[];
  readonly audience: Audience;
  /** The modules whose exported components hydrate in the browser: each one's asset URL, or why it cannot. */
  readonly islands: IslandTargets;
}

/** For each module that can host islands, the URL of its browser asset, or why it cannot run in the browser. */
export type IslandTargets = Readonly<
  Record<string, { readonly url: string } | { readonly problem: string }>
>;

/** What comes back out (as JSON text). */
export type SandboxReply =
  | {
      readonly kind: 'rendered';
      readonly html: string;
      readonly anchors: readonly string[];
      readonly diagnostics: readonly Diagnostic[];
    }
  | {
      readonly kind: 'failed';
      readonly message: string;
      readonly diagnostics: readonly Diagnostic[];
    };

/** A question the sandbox asks the host through its only bridge (strings both ways). */
export type HostQuestion =
  | {
      readonly kind: 'resolve-icon';
      readonly name: string;
      readonly library: IconLibraryName;
      readonly style?: string | undefined;
    }
  | { readonly kind: 'suggest-icons'; readonly name: string; readonly library: IconLibraryName };

export type HostAnswer = IconShape | readonly string[] | null;
