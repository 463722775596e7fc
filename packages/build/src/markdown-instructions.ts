/** docs.json `markdown.instructions` as lines: what agents reading the site's Markdown are told (a string, or a list). */
export function markdownInstructions(config: unknown): readonly string[] | undefined {
  const markdown =
    config && typeof config === 'object' ? (config as { markdown?: unknown }).markdown : undefined;
  const written =
    markdown && typeof markdown === 'object'
      ? (markdown as { instructions?: unknown }).instructions
      : undefined;
  const lines = (Array.isArray(written) ? written : [written]).filter(
    (l): l is string => typeof l === 'string' && l.trim() !== '',
  );
  return lines.length > 0 ? lines : undefined;
}
