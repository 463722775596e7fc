import type { EndpointPage, ParameterModel } from '@quire/openapi';

function paramLines(title: string, params: readonly ParameterModel[]): string[] {
  if (params.length === 0) return [];
  return [
    `## ${title}`,
    '',
    ...params.map(
      (p) =>
        `- \`${p.name}\`${p.required ? ' (required)' : ''}${p.description ? `: ${p.description.replace(/\s+/g, ' ')}` : ''}`,
    ),
    '',
  ];
}

/** An endpoint page as Markdown for agents: the endpoint line, description, parameters, responses, samples. */
export function endpointMarkdown(title: string, page: EndpointPage): string {
  const out = [
    `# ${title}`,
    '',
    `\`${page.kind === 'webhook' ? 'WEBHOOK' : page.method.toUpperCase()} ${page.fullUrl ?? page.path}\``,
    '',
  ];
  if (page.description) out.push(page.description, '');
  out.push(...paramLines('Path parameters', page.parameters.path));
  out.push(...paramLines('Query parameters', page.parameters.query));
  out.push(...paramLines('Headers', page.parameters.header));
  out.push(...paramLines('Cookies', page.parameters.cookie));
  if (page.responses.length)
    out.push(
      '## Responses',
      '',
      ...page.responses.map(
        (r) => `- \`${r.status}\`${r.description ? `: ${r.description.replace(/\s+/g, ' ')}` : ''}`,
      ),
      '',
    );
  for (const sample of page.codeSamples.slice(0, 3))
    out.push(`\`\`\`${sample.lang}`, sample.source, '```', '');
  return out.join('\n');
}
