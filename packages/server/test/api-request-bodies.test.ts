import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAssistantRequest, REQUEST_LIMITS, RETRIEVAL_PAGE_SIZE } from '@quire/assistant';
import { GENERATED_BODIES } from '../../../scripts/generate-api-requests.mjs';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  maxLength?: number;
  default?: number;
}
const spec = JSON.parse(readFileSync(join(repo, 'docs/api/openapi.json'), 'utf8')) as {
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: { $ref: string } }> } }>
  >;
  components: { schemas: Record<string, Schema> };
};

/** The component each documented request body refers to. */
const bodies = Object.values(spec.paths).flatMap((ops) =>
  Object.values(ops).flatMap((op) =>
    op.requestBody
      ? [
          op.requestBody.content['application/json']!.schema.$ref.replace(
            '#/components/schemas/',
            '',
          ),
        ]
      : [],
  ),
);

describe('the API request bodies and docs/api/openapi.json', () => {
  it('are generated from it (schemas and types), and the generated file is up to date', () => {
    const r = spawnSync(
      process.execPath,
      [join(repo, 'scripts/generate-api-requests.mjs'), '--check'],
      {
        encoding: 'utf8',
      },
    );
    expect([r.status, r.stderr]).toEqual([0, '']);
    // Every body the API documents is generated, but the assistant's, which its own parser reads (below),
    // and the JSON-RPC messages of /mcp, which the MCP SDK reads.
    expect([...new Set(bodies)].sort()).toEqual(
      [...Object.keys(GENERATED_BODIES), 'AssistantRequest', 'JsonRpcRequest'].sort(),
    );
  });

  it("agree with the assistant's parser on the documented AssistantRequest's bounds", () => {
    const { properties: p } = spec.components.schemas['AssistantRequest']!;
    const context = p!['context']!;
    expect({
      fpChars: p!['fp']!.maxLength,
      messages: p!['messages']!.maxItems,
      contextItems: context.maxItems,
      contextChars: context.items!.properties!['value']!.maxLength,
      currentPathChars: p!['currentPath']!.maxLength,
      messageChars: REQUEST_LIMITS.messageChars,
    }).toEqual(REQUEST_LIMITS);
    const pageSize = p!['retrievalPageSize']!;
    expect({ default: pageSize.default, min: pageSize.minimum, max: pageSize.maximum }).toEqual(
      RETRIEVAL_PAGE_SIZE,
    );
    // And the parser holds to them: at each bound a body is taken, one past it is refused naming the field.
    const ask = (over: Record<string, unknown>) =>
      parseAssistantRequest(
        { fp: 'anonymous', messages: [{ role: 'user', content: 'Hi?' }], ...over },
        'v1',
      );
    const at = (n: number, make: (i: number) => unknown) =>
      Array.from({ length: n }, (_, i) => make(i));
    const code = (i: number) => ({ type: 'code', value: `x${i}` });
    const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
      [
        'fp',
        { fp: 'f'.repeat(REQUEST_LIMITS.fpChars) },
        { fp: 'f'.repeat(REQUEST_LIMITS.fpChars + 1) },
      ],
      [
        'context',
        { context: at(REQUEST_LIMITS.contextItems, code) },
        { context: at(REQUEST_LIMITS.contextItems + 1, code) },
      ],
      [
        'retrievalPageSize',
        { retrievalPageSize: RETRIEVAL_PAGE_SIZE.max },
        { retrievalPageSize: RETRIEVAL_PAGE_SIZE.max + 1 },
      ],
    ];
    for (const [field, inside, past] of cases) {
      expect(ask(inside).kind, field).toBe('ok');
      const refused = ask(past);
      expect(refused.kind === 'problem' && refused.problem.field, field).toMatch(
        new RegExp(`^${field}`),
      );
    }
  });
});
