import { describe, expect, it } from 'vitest';
import { runFixture } from './fixture-harness.js';

describe('a frontmatter reference whose spec path is not from the docs root', () => {
  it('finds the operation near the page, then in a spec whose path contains the name, and warns with the path to write', async () => {
    const run = await runFixture('nav-openapi-misnamed-spec');
    expect(
      run.diagnostics.map((d) => ({
        code: d.code,
        severity: d.severity,
        file: d.file,
        line: d.line,
        hint: d.hint,
      })),
    ).toEqual([
      {
        code: 'openapi/spec-path-mismatch',
        severity: 'warning',
        file: 'api/v2/users/create.mdx',
        line: 2,
        hint: 'Write the spec\'s path from the docs root: "api/v2/openapi.json POST /users".',
      },
      {
        code: 'openapi/spec-path-mismatch',
        severity: 'warning',
        file: 'api/v2/users/list.mdx',
        line: 2,
        hint: 'Write the spec\'s path from the docs root: "api/v2/openapi.json GET /users".',
      },
    ]);
    expect(run.diagnostics[1]?.message).toContain('names the spec "../openapi.json"');
    expect(run.validation.stats).toMatchObject({ references: 2, resolved: 2 });
  });
});
