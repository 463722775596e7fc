import { cp, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSite, createBuildContext } from '@quire/build';
import { startDevServer } from '@quire/dev-server';
import { loadSiteModel } from '@quire/navigation';
import { integrationTags } from '@quire/render';
import { useBuiltFixture } from '../../../test-support/built-fixture.js';

const fixture = fileURLToPath(
  new URL('../../../fixtures/contextual-integrations/', import.meta.url),
);

const fixtureBuild = useBuiltFixture(fixture, 'contextual');
const { read } = fixtureBuild;

/** The options of the page's menu, in order: built-in names, or custom titles. */
function menuOptions(html: string): string[] {
  const menu = /<div id="q-ctx-menu"[^>]*>([\s\S]*?)<\/div><span class="q-ctx__status"/.exec(
    html,
  )?.[1];
  return [
    ...(menu ?? '').matchAll(/<(?:a|button)\b([^>]*)>(?:<span[\s\S]*?<\/span>)?([^<]*)/g),
  ].map(([, attrs, title]) => /data-o="([^"]+)"/.exec(attrs!)?.[1] ?? title!);
}

describe('the contextual menu in a built site', () => {
  it('offers every option docs.json lists, in its order, in the page header', async () => {
    expect(fixtureBuild.result.ok).toBe(true);
    const html = await read('index.html');
    expect(html).toMatch(
      /<div class="q-page-title-row"><h1[^>]*>Acme Rockets<\/h1><div class="q-ctx q-ctx--header"/,
    );
    expect(menuOptions(html)).toEqual([
      'copy',
      'view',
      'assistant',
      'chatgpt',
      'claude',
      'perplexity',
      'grok',
      'aistudio',
      'devin',
      'devin-desktop',
      'mcp',
      'add-mcp',
      'cursor',
      'vscode',
      'devin-mcp',
      'Share on X',
      'Request a feature',
    ]);
    // The first option is also the button beside the menu; the menu button follows the ARIA pattern.
    expect(html).toContain(
      '<button type="button" class="q-ctx__main" data-o="copy">Copy page</button>',
    );
    expect(html).toMatch(
      /class="q-ctx__toggle" aria-haspopup="menu" aria-expanded="false" aria-controls="q-ctx-menu"/,
    );
    expect(html).toContain('data-mcp="https://docs.acme.dev/mcp" data-mcp-name="acme-rockets"');
    expect(html).toContain('data-o="view" href="/index.md"');
    // Placeholders stay for the browser; the rest of the query is encoded.
    expect(html).toContain('data-t="https://x.com/intent/tweet?text=Read%20$path%20at%20$mcp"');
    expect(html).toContain('href="https://github.com/acme/rockets/discussions"');
  });

  it('offers download-spec on API pages only, and publishes the spec it downloads', async () => {
    const endpoint = await read('api-reference/list-rockets/index.html');
    expect(menuOptions(endpoint)).toContain('download-spec');
    expect(endpoint).toContain('data-o="download-spec" href="/api/openapi.json" download');
    expect(existsSync(join(fixtureBuild.out, 'api/openapi.json'))).toBe(true);
    expect(menuOptions(await read('index.html'))).not.toContain('download-spec');
  });

  it("follows a page's frontmatter: its own options beside the table of contents, or none", async () => {
    const guide = await read('guide/index.html');
    expect(guide).toMatch(/<div class="q-right"><div class="q-ctx q-ctx--toc"/);
    expect(menuOptions(guide)).toEqual(['view', 'copy']);
    expect(guide).not.toContain('data-mcp=');
    expect(await read('landing/index.html')).not.toContain('q-ctx');
  });

  it('warns at what it does not offer: download-pdf', () => {
    const notSupported = fixtureBuild.result.diagnostics.filter(
      (d) => d.code === 'config/not-supported',
    );
    expect(notSupported.map((d) => [d.line, d.message.split(':')[0]])).toEqual([
      [25, 'The contextual option "download-pdf" is left out of the menu'],
    ]);
  });

  it('puts what the menu links under the base path, and the public URLs under the site URL', async () => {
    const under = join(fixtureBuild.work, 'under-docs');
    const built = await buildSite({
      root: fixture,
      outDir: under,
      cacheDir: join(fixtureBuild.work, 'cache'),
      network: false,
      basePath: '/docs',
    });
    expect(built.ok).toBe(true);
    const html = await readFile(join(under, 'index.html'), 'utf8');
    expect(html).toContain('data-url="https://docs.acme.dev/docs/"');
    expect(html).toContain('data-mcp="https://docs.acme.dev/docs/mcp"');
    expect(html).toContain('data-o="view" href="/docs/index.md"');
    const endpoint = await readFile(join(under, 'api-reference/list-rockets/index.html'), 'utf8');
    expect(endpoint).toContain('data-o="download-spec" href="/docs/api/openapi.json" download');
  }, 120_000);

  it('leaves the MCP options out, with a warning at each, when the site has no URL for its MCP server', async () => {
    const root = join(fixtureBuild.work, 'no-url');
    await cp(fixture, root, { recursive: true });
    const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    delete config.seo;
    await writeFile(join(root, 'docs.json'), JSON.stringify(config, null, 2));
    const loaded = await loadSiteModel(root, { cacheDir: join(fixtureBuild.work, 'cache2') });
    const ctx = await createBuildContext(root, loaded, {
      assets: { css: [], js: [], modules: [] },
    });
    const warnings = ctx.diagnostics.filter((d) => d.code === 'build/contextual-without-mcp');
    expect(warnings.map((d) => d.message.split(' points')[0])).toEqual([
      'The contextual option "mcp"',
      'The contextual option "add-mcp"',
      'The contextual option "cursor"',
      'The contextual option "vscode"',
      'The contextual option "devin-mcp"',
      'The contextual option "Share on X" (its link uses $mcp)',
    ]);
    // Each at its place in docs.json (the options array, pretty-printed one per line).
    const lines = (await readFile(join(root, 'docs.json'), 'utf8')).split('\n');
    for (const w of warnings)
      expect(lines[w.line! - 1]).toMatch(/"(mcp|add-mcp|cursor|vscode|devin-mcp)"|\{/);
    expect(ctx.chrome.mcp).toBeUndefined();
    expect(ctx.chrome.integrations).toBeUndefined();
  }, 60_000);
});

/** Each provider's tag, as its documentation gives its loader, with the fixture's ids. */
const PROVIDER_TAGS: Record<string, string> = {
  adobe: 'src="https://assets.adobedtm.com/launch-EN93497c30.min.js"',
  amplitude: 's.src="https://cdn.amplitude.com/script/amp-key-0001.js"',
  clarity: 'src="https://www.clarity.ms/tag/clar0001"',
  clearbit: 'src="https://tag.clearbitscripts.com/v1/pk_clear0001/tags.js"',
  fathom: 'src="https://cdn.usefathom.com/script.js" data-site="FATHOM01" defer',
  ga4: 'src="https://www.googletagmanager.com/gtag/js?id=G-GA4TEST01"',
  gtm: 'src="https://www.googletagmanager.com/gtm.js?id=GTM-GTM0001"',
  heap: 'src="https://cdn.heapanalytics.com/js/heap-heap0001.js"',
  hightouch: 'h.load("ht-write-0001",{apiHost:"us-east-1.hightouch-events.com"})',
  hotjar: 'src="https://static.hotjar.com/c/hotjar-1234567.js?sv=6"',
  koala: 'src="https://cdn.getkoala.com/v1/pk_koala0001/sdk.js"',
  logrocket: 'window.LogRocket.init("acme/rockets")',
  mixpanel: 'window.mixpanel._i=[["mixtoken0001",{api_host:"https://api-eu.mixpanel.com"',
  pirsch: 'src="https://api.pirsch.io/pa.js" id="pianjs" data-code="pirsch0001" defer',
  plausible: 'src="https://plausible.io/js/script.js" data-domain="docs.acme.dev" defer',
  posthog: 'window.posthog.init("phc_posthog0001",{api_host:"https://eu.i.posthog.com"',
  segment: 'src="https://cdn.segment.com/analytics.js/v1/segment0001/analytics.min.js"',
  intercom: 'src="https://widget.intercom.io/widget/inter0001"',
  frontchat: 'window.FrontChat(\'init\',{chatId:"front0001"',
};

describe('integrations in a built site', () => {
  it("carries every provider's tag with its id, inert until consent is given", async () => {
    const html = await read('guide/index.html');
    const template =
      /<template data-q-consent data-key="acme-consent" data-value="granted" data-purpose="Analytics">([\s\S]*?)<\/template>/.exec(
        html,
      )?.[1];
    expect(template).toBeDefined();
    for (const [provider, tag] of Object.entries(PROVIDER_TAGS)) {
      expect(template, provider).toContain(tag);
      expect(template, provider).toContain(`data-integration="${provider}"`);
    }
    // Outside the template, only Transcend's consent manager runs (it shows the banner).
    expect(html).toContain(
      '<script src="https://transcend-cdn.com/cm/bundle-0001/airgap.js" async data-cfasync="false" data-integration="transcend"></script><template data-q-consent data-key="acme-consent" data-value="granted" data-purpose="Analytics">',
    );
    expect(html.replace(template!, '').match(/data-integration="[^"]+"/g)).toEqual([
      'data-integration="transcend"',
    ]);
  });

  it('leaves analytics out with telemetry disabled, and support widgets in', () => {
    const tags = integrationTags({
      ga4: { measurementId: 'G-1' },
      intercom: { appId: 'abcdef' },
      telemetry: { enabled: false },
    });
    expect(tags?.tags.map((t) => t.provider)).toEqual(['intercom', 'intercom']);
    expect(tags?.consent).toBeUndefined();
  });

  it('takes plausible.server, posthog.sessionRecording and segment.cdnUrl', () => {
    const tags =
      integrationTags({
        plausible: { domain: 'docs.acme.dev', server: 'stats.acme.dev' },
        posthog: { apiKey: 'phc_1', apiHost: 'https://ph.acme.dev', sessionRecording: false },
        segment: { key: 'seg1', cdnUrl: 'https://cdn.acme.dev' },
      })?.tags ?? [];
    const of = (provider: string) => tags.filter((t) => t.provider === provider);
    expect(of('plausible').map((t) => t.src)).toEqual(['https://stats.acme.dev/js/script.js']);
    expect(of('posthog')[0]?.inline).toContain('disable_session_recording:true');
    expect(of('segment').map((t) => t.src)).toContain(
      'https://cdn.acme.dev/analytics.js/v1/seg1/analytics.min.js',
    );
    // PostHog records sessions unless told not to.
    expect(integrationTags({ posthog: { apiKey: 'phc_1' } })?.tags[0]?.inline).toContain(
      'disable_session_recording:false',
    );
  });

  it('waits for a renamed Transcend purpose, and ignores a bundle id Transcend cannot have', () => {
    const ga4 = { measurementId: 'G-1' };
    const renamed = integrationTags({
      ga4,
      transcend: { bundleId: 'b-1', analyticsPurpose: 'Product Analytics' },
    });
    expect(renamed?.consent).toEqual({ purpose: 'Product Analytics' });
    expect(renamed?.consentManager?.map((t) => t.src)).toEqual([
      'https://transcend-cdn.com/cm/b-1/airgap.js',
    ]);
    expect(integrationTags({ ga4, transcend: { bundleId: 'x/../y' } })?.consent).toBeUndefined();
  });

  it('leaves them out of quire dev unless --integrations asks', async () => {
    const html = async (integrations: boolean) => {
      const dev = await startDevServer({
        root: fixture,
        port: 0,
        network: false,
        cacheDir: join(fixtureBuild.work, 'dev-cache'),
        integrations,
      });
      try {
        return await (await fetch(`${dev.url}/guide`)).text();
      } finally {
        await dev.close();
      }
    };
    expect(await html(false)).not.toContain('data-integration');
    expect(await html(true)).toContain(PROVIDER_TAGS.ga4);
  }, 60_000);
});
