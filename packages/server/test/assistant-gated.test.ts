import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '@quire/build';
import { FIXTURE } from '../../../test-support/assistant-fixture.js';
import { askV5, v5Sources, v5Text, v5UserMessage } from '../../../test-support/chat-sdk-clients.js';
import { STORE_KINDS, type StoreTarget } from '../../../test-support/stores.js';
import { createSigner, type TestSigner } from '../../components/test/api-auth-keys.js';
import { DOMAIN, startAssistantService, type AssistantService } from './assistant-service.js';

const V2 = `/discovery/v2/assistant/${DOMAIN}/message`;
const BETA_PAGE =
  '---\ntitle: Drone delivery\ngroups: ["beta"]\n---\n\nParcel drones carry shipments up to four kilograms to a rooftop pad.\n';
const QUESTION = 'How heavy a shipment can Parcel drones carry?';

/** `fixtures/assistant` with sign-in (`auth`) and a page for the `beta` group, built with the real build. */
async function buildGatedFixture(signer: TestSigner): Promise<string> {
  const work = await mkdtemp(join(tmpdir(), 'quire-assistant-gated-'));
  const root = join(work, 'docs');
  await cp(FIXTURE, root, { recursive: true });
  const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')) as {
    navigation: { versions: { groups: { pages: string[] }[] }[] };
  };
  config.navigation.versions[0]!.groups[0]!.pages.push('v2/drones');
  await writeFile(
    join(root, 'docs.json'),
    JSON.stringify({ ...config, auth: { publicKey: signer.publicKeyPem, algorithm: 'ES256' } }),
  );
  await writeFile(join(root, 'v2/drones.mdx'), BETA_PAGE);
  const r = await buildSite({
    root,
    outDir: join(work, 'site'),
    cacheDir: join(work, 'cache'),
    network: false,
  });
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return r.outDir;
}

describe('gated pages and the assistant', () => {
  let signer: TestSigner;
  let target: StoreTarget;
  let api: AssistantService;
  const ask = async (cookie?: string) => {
    const headers = {
      authorization: `Bearer ${api.assistantKey}`,
      ...(cookie ? { cookie: `quire_session=${cookie}` } : {}),
    };
    const { message } = await askV5(`${api.url}${V2}`, [v5UserMessage(QUESTION)], {}, headers);
    return { text: v5Text(message), urls: v5Sources(message).map((s) => s.url) };
  };
  const session = (groups: string[], exp = Date.now() / 1000 + 600) => signer.sign({ groups, exp });

  beforeAll(async () => {
    signer = await createSigner('ES256');
    target = await STORE_KINDS[0]!.create();
    api = await startAssistantService(await buildGatedFixture(signer), target);
  });
  afterAll(async () => {
    await api.close();
    await target.dispose();
  });

  it('never cites a gated page to an anonymous reader, one outside its groups, or one whose session does not verify', async () => {
    const other = await createSigner('ES256');
    for (const cookie of [
      undefined,
      await session(['alpha']),
      await session(['beta'], Date.now() / 1000 - 60),
      await other.sign({ groups: ['beta'] }),
    ]) {
      const answer = await ask(cookie);
      expect(answer.urls).not.toContain('/v2/drones');
      expect(answer.text).not.toContain('four kilograms');
    }
  });

  it('cites it to a reader signed in to its group', async () => {
    const answer = await ask(await session(['beta']));
    expect(answer.urls).toContain('/v2/drones');
    expect(answer.text).toContain('four kilograms');
  });
});
