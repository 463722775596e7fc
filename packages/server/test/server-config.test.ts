import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSiteDomain, loadServerConfig } from '@quire/server';

const folder = (config?: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-server-config-'));
  if (config !== undefined) writeFileSync(join(dir, 'quire.server.json'), config);
  return dir;
};

describe('the server config', () => {
  it('without a file, serves the one site as its own domain and project, with SQLite under .quire/server', () => {
    const cwd = folder();
    const result = loadServerConfig({
      cwd,
      env: {},
      served: { domain: 'acme', siteDir: join(cwd, 'docs', 'dist') },
    });
    if (result.kind !== 'ok') throw new Error('expected a config');
    expect([...result.config.sites.keys()]).toEqual(['acme']);
    expect(result.config.projects.get('acme')).toMatchObject({
      projectId: 'acme',
      repository: join(cwd, 'docs'),
      baseBranch: 'main',
      domain: 'acme',
      forge: { kind: 'none' },
    });
    expect(result.config.dataDir).toBe(join(cwd, '.quire', 'server'));
    expect(result.config.databaseUrl).toBeUndefined();
    expect(result.config.limits.perKey).toEqual({ requests: 600, windowSeconds: 60 });
  });

  it('reads sites, projects and limits from the file; flags win over the environment, which wins over the file', () => {
    const cwd = folder(
      JSON.stringify({
        dataDir: 'data',
        databaseUrl: 'postgres://file/db',
        sites: { docs: { site: 'out' } },
        projects: {
          main: {
            repository: 'https://github.com/acme/docs.git',
            docsRoot: 'docs',
            forge: { kind: 'github', apiUrl: 'https://ghe.acme.dev/api/v3' },
          },
        },
        limits: {
          perAddress: false,
          perKey: { requests: 10, windowSeconds: 1 },
          mcp: { requests: 3, windowSeconds: 5 },
          feedback: false,
        },
      }),
    );
    const fromFile = loadServerConfig({ cwd, env: {} });
    if (fromFile.kind !== 'ok') throw new Error(JSON.stringify(fromFile.diagnostics));
    expect(fromFile.config.sites.get('docs')).toEqual({
      domain: 'docs',
      siteDir: join(cwd, 'out'),
    });
    expect(fromFile.config.projects.get('main')?.forge).toEqual({
      kind: 'github',
      apiUrl: 'https://ghe.acme.dev/api/v3',
      tokenEnv: 'GITHUB_TOKEN',
    });
    // The token variable is not set: the server starts, and says so at the forge's place.
    expect(fromFile.diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([
      ['server/config-secret-unset', 'warning', 1],
    ]);
    expect(fromFile.config.projects.get('main')?.repository).toBe(
      'https://github.com/acme/docs.git',
    );
    expect(fromFile.config.dataDir).toBe(join(cwd, 'data'));
    expect(fromFile.config.databaseUrl).toBe('postgres://file/db');
    expect(fromFile.config.limits).toEqual({
      bodyBytes: 1_048_576,
      perKey: { requests: 10, windowSeconds: 1 },
      perAddress: null,
      mcp: { requests: 3, windowSeconds: 5 },
      feedback: null,
    });
    const env = { QUIRE_DATABASE_URL: 'postgres://env/db', QUIRE_DATA_DIR: 'env-data' };
    const fromEnv = loadServerConfig({ cwd, env });
    expect(fromEnv.kind === 'ok' && [fromEnv.config.databaseUrl, fromEnv.config.dataDir]).toEqual([
      'postgres://env/db',
      join(cwd, 'env-data'),
    ]);
    const fromFlags = loadServerConfig({
      cwd,
      env,
      databaseUrl: 'postgres://flag/db',
      dataDir: 'flag-data',
    });
    expect(
      fromFlags.kind === 'ok' && [fromFlags.config.databaseUrl, fromFlags.config.dataDir],
    ).toEqual(['postgres://flag/db', join(cwd, 'flag-data')]);
    // The served site keeps the domain the file gives its folder.
    const served = loadServerConfig({
      cwd,
      env: {},
      served: { domain: 'named-after-it', siteDir: join(cwd, 'out') },
    });
    expect(served.kind === 'ok' && [...served.config.sites.keys()]).toEqual(['docs']);
  });

  it('reports every problem with its place: unknown keys, wrong types, bad names, JSON syntax, a missing file', () => {
    const text =
      '{\n  "sites": { "bad name!": {} },\n  "projects": { "p": { "baseBranch": 3 } },\n  "limits": { "bodyBytes": 10 },\n  "colour": "red"\n}\n';
    const result = loadServerConfig({ cwd: folder(text), env: {} });
    if (result.kind !== 'invalid') throw new Error('expected problems');
    const found = result.diagnostics.map((d) => [d.code, d.line, d.message]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['server/config-invalid', 2, expect.stringContaining('"bad name!"')],
        ['server/config-invalid', 3, expect.stringContaining('"repository"')],
        ['server/config-invalid', 3, expect.stringContaining('baseBranch must be string')],
        ['server/config-invalid', 4, expect.stringContaining('bodyBytes must be >= 1024')],
        ['server/config-invalid', 5, expect.stringContaining('unknown key "colour"')],
      ]),
    );
    expect(
      result.diagnostics.every(
        (d) => d.file?.endsWith('quire.server.json') && d.column !== undefined && d.hint,
      ),
    ).toBe(true);
    const broken = loadServerConfig({ cwd: folder('{ "sites": { } '), env: {} });
    expect(broken.kind === 'invalid' && broken.diagnostics[0]?.code).toBe('server/config-json');
    const missing = loadServerConfig({ cwd: folder(), env: { QUIRE_SERVER_CONFIG: 'nope.json' } });
    expect(missing.kind === 'invalid' && missing.diagnostics[0]?.code).toBe(
      'server/config-not-found',
    );
  });

  it('names a site after its docs.json name, else its llms.txt title, else its folder', () => {
    const docs = folder();
    writeFileSync(join(docs, 'docs.json'), JSON.stringify({ name: 'Acme Docs' }));
    expect(defaultSiteDomain({ docsDir: docs })).toBe('acme-docs');
    const site = folder();
    writeFileSync(join(site, 'llms.txt'), '# Rocket Café\n\n> x\n');
    expect(defaultSiteDomain({ siteDir: site })).toBe('rocket-cafe');
    expect(defaultSiteDomain({ siteDir: join(docs, 'dist') })).toMatch(/^quire-server-config-/);
  });

  it('names a site still on mint.json after its mint.json name, and after docs.json once there is one', () => {
    const docs = folder();
    writeFileSync(join(docs, 'mint.json'), JSON.stringify({ name: 'Old Docs' }));
    expect(defaultSiteDomain({ docsDir: docs })).toBe('old-docs');
    writeFileSync(join(docs, 'docs.json'), JSON.stringify({ name: 'New Docs' }));
    expect(defaultSiteDomain({ docsDir: docs })).toBe('new-docs');
  });

  it('loads the model and the agent settings once: each variable over the file, over the defaults', () => {
    const text = `{
  "model": { "url": "https://models.acme.dev/v1", "model": "file-model", "apiKeyEnv": "ACME_KEY" },
  "agent": { "concurrency": 3, "leaseSeconds": 12 },
  "projects": {
    "docs": { "repository": ".", "forge": { "kind": "github", "tokenEnv": "DOCS_TOKEN" } },
    "own": { "repository": ".", "model": { "model": "own-model" }, "draftPullRequests": true }
  }
}
`;
    const cwd = folder(text);
    const base = { ACME_KEY: 'sk-file', DOCS_TOKEN: 'ghp_docs', PATH: '/bin', SECRET: 'x' };
    const fromFile = loadServerConfig({ cwd, env: base });
    if (fromFile.kind !== 'ok') throw new Error(JSON.stringify(fromFile.diagnostics));
    const { config } = fromFile;
    expect(config.model).toEqual({
      url: 'https://models.acme.dev/v1/chat/completions',
      model: 'file-model',
      apiKey: 'sk-file',
      timeoutMs: 60_000,
    });
    expect(config.agent).toEqual({
      concurrency: 3,
      timeLimitMs: 1_800_000,
      leaseMs: 12_000,
      maxAttempts: 2,
      pollMs: 1000,
      gitEnv: { PATH: '/bin' },
    });
    expect(config.projects.get('docs')).toMatchObject({
      model: config.model,
      forge: { kind: 'github', tokenEnv: 'DOCS_TOKEN', token: 'ghp_docs' },
      draftPullRequests: false,
    });
    // A project's own model takes the parts it leaves out from the service's.
    expect(config.projects.get('own')).toMatchObject({
      model: { ...config.model, model: 'own-model' },
      draftPullRequests: true,
    });
    const fromEnv = loadServerConfig({
      cwd,
      env: {
        ...base,
        QUIRE_MODEL_URL: 'http://127.0.0.1:11434/v1/chat/completions/',
        QUIRE_MODEL: 'env-model',
        QUIRE_MODEL_API_KEY: 'sk-env',
        QUIRE_MODEL_TIMEOUT_MS: '5000',
        QUIRE_AGENT_CONCURRENCY: '5',
        QUIRE_AGENT_LEASE_SECONDS: '0.5',
        QUIRE_AGENT_TIME_LIMIT_SECONDS: '60',
        QUIRE_AGENT_MAX_ATTEMPTS: '4',
        QUIRE_ASSISTANT_KEY: 'svc_dsc_env',
      },
    });
    if (fromEnv.kind !== 'ok') throw new Error(JSON.stringify(fromEnv.diagnostics));
    expect(fromEnv.config.model).toEqual({
      url: 'http://127.0.0.1:11434/v1/chat/completions',
      model: 'env-model',
      apiKey: 'sk-env',
      timeoutMs: 5000,
    });
    expect(fromEnv.config.agent).toMatchObject({
      concurrency: 5,
      leaseMs: 500,
      timeLimitMs: 60_000,
      maxAttempts: 4,
      pollMs: 125,
    });
    expect(fromEnv.config.assistantKey).toBe('svc_dsc_env');
    expect(fromEnv.config.projects.get('own')?.model).toMatchObject({ model: 'own-model' });
  });

  it('refuses bad values of the environment and half a model, each a server/config-* diagnostic with its place', () => {
    const text = `{
  "model": { "model": "m" },
  "projects": { "p": { "repository": ".", "model": { "url": "http://a/v1", "baseUrl": "http://b/v1" } } }
}
`;
    const result = loadServerConfig({
      cwd: folder(text),
      env: {
        QUIRE_MODEL_TIMEOUT_MS: 'soon',
        QUIRE_AGENT_CONCURRENCY: '0',
        QUIRE_AGENT_LEASE_SECONDS: 'forever',
      },
    });
    if (result.kind !== 'invalid') throw new Error('expected problems');
    expect(result.diagnostics.map((d) => [d.code, d.line, d.message])).toEqual(
      expect.arrayContaining([
        [
          'server/config-env',
          undefined,
          expect.stringMatching(/^QUIRE_MODEL_TIMEOUT_MS is "soon"/),
        ],
        ['server/config-env', undefined, expect.stringMatching(/^QUIRE_AGENT_CONCURRENCY is "0"/)],
        ['server/config-env', undefined, expect.stringMatching(/^QUIRE_AGENT_LEASE_SECONDS is/)],
        ['server/config-model', 2, expect.stringContaining('has no URL')],
        ['server/config-invalid', 3, expect.stringContaining('both url and baseUrl')],
      ]),
    );
    expect(result.diagnostics.every((d) => d.hint)).toBe(true);
    const noName = loadServerConfig({ cwd: folder(), env: { QUIRE_MODEL_URL: 'http://x/v1' } });
    expect(noName.kind === 'invalid' && noName.diagnostics.map((d) => d.code)).toEqual([
      'server/config-model',
    ]);
    const notUrl = loadServerConfig({
      cwd: folder(),
      env: { QUIRE_MODEL_URL: 'ftp://x', QUIRE_MODEL: 'm' },
    });
    expect(notUrl.kind === 'invalid' && notUrl.diagnostics[0]?.message).toMatch(
      /^QUIRE_MODEL_URL is "ftp:\/\/x"; expected an http or https URL/,
    );
  });
});
