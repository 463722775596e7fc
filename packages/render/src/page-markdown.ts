export interface PageMarkdownInput {
  readonly title: string;
  readonly description?: string | undefined;
  /** The page body: the source after its frontmatter. */
  readonly body: string;
  readonly variables?: Readonly<Record<string, string>>;
  /** `markdown.instructions` from docs.json, appended as an "Agent Instructions" block. */
  readonly instructions?: readonly string[] | undefined;
}

/** Removes `import` statements and `export const` declarations (balanced braces) from MDX. */
function stripModuleSyntax(body: string): string {
  const lines = body.split('\n');
  const out: string[] = [];
  let depth = 0;
  let inFence = false;
  let skipping = false;
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (
      !inFence &&
      !skipping &&
      /^(import\s|export\s+(const|let|var|function|default)\b)/.test(line)
    ) {
      skipping = true;
      depth = 0;
    }
    if (skipping) {
      for (const ch of line)
        depth +=
          ch === '{' || ch === '(' || ch === '['
            ? 1
            : ch === '}' || ch === ')' || ch === ']'
              ? -1
              : 0;
      if (depth <= 0 && !/[=,(]\s*$/.test(line)) skipping = false;
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}

/**
 * The page as Markdown for agents (`<url>.md`, llms-full.txt): title, description, the
 * body without module syntax, MDX comments or human-only content, variables filled in.
 */
export function pageMarkdown(input: PageMarkdownInput): string {
  let body = stripModuleSyntax(input.body);
  body = body.replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  body = body.replace(/<Visibility\s+for=["']humans["']\s*>[\s\S]*?<\/Visibility>/g, '');
  body = body.replace(/<Visibility\s+for=["']agents["']\s*>([\s\S]*?)<\/Visibility>/g, '$1');
  if (input.variables) {
    body = body.replace(
      /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g,
      (m, name: string) => input.variables?.[name] ?? m,
    );
  }
  const parts = [`# ${input.title}`];
  if (input.description) parts.push(`> ${input.description}`);
  parts.push(body.replace(/\n{3,}/g, '\n\n').trim());
  if (input.instructions?.length)
    parts.push(`> ## Agent Instructions\n>\n${input.instructions.map((i) => `> ${i}`).join('\n')}`);
  return parts.filter(Boolean).join('\n\n') + '\n';
}
