import { describe, expect, it } from 'vitest';
import { embeddedAnswerer, markdownSections } from '@quire/assistant';

// Issue 35.4: an answer quoting a Markdown table says which column each value is in.
const page = `# Limits

## Rate limits

Each plan has its own limits.

| Plan | Requests per minute | Burst |
| --- | ---: | --- |
| Free | 60 | 10 |
| Team | 600 | 100 |
`;

describe('a table in the docs, quoted by the embedded answerer', () => {
  it('becomes one sentence per row, each value under its header', async () => {
    const section = markdownSections(page).find((s) => s.heading === 'Rate limits')!;
    expect(section.text).toBe(
      'Each plan has its own limits. Plan = Free; Requests per minute = 60; Burst = 10. Plan = Team; Requests per minute = 600; Burst = 100.',
    );
    let answer = '';
    for await (const event of embeddedAnswerer({
      question: 'How many requests per minute on the team plan?',
      context: [],
      history: [],
      sections: [
        {
          url: '/limits#rate-limits',
          pageUrl: '/limits',
          pageTitle: 'Limits',
          section: 'Rate limits',
          text: section.text,
        },
      ],
      signal: new AbortController().signal,
    }))
      if (event.kind === 'text') answer += event.text;
    expect(answer).toContain('Plan = Team; Requests per minute = 600; Burst = 100.');
    expect(answer).not.toContain('Team 600 100');
  });
});
