// Synthetic docs sites for bench/peers.mjs: the same pages (seeded, deterministic) written three ways:
// Quire (docs.json + .mdx), VitePress (.md + .vitepress/config.mjs) and Starlight (an Astro project with
// src/content/docs/*.md). Each page: frontmatter, then four sections, each with a paragraph holding
// links and inline code, a list, a GFM table and two code blocks in different languages.
// A module, not a benchmark: run.js skips it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const PAGES_PER_GROUP = 50;

const WORDS = (
  'api client server request response token session cache index build deploy route page config schema field value key secret ' +
  'webhook event queue worker task job retry timeout limit quota region cluster node instance volume bucket object stream ' +
  'message channel topic subscriber publisher handler callback promise error status header body query param path method ' +
  'version release branch commit tag environment variable flag option default override plugin extension module package ' +
  'library function class interface type record array map set string number boolean date time zone locale language user ' +
  'team project workspace organization member role permission policy scope audit log metric trace span alert dashboard'
).split(' ');
const LANGUAGES = ['ts', 'python', 'bash', 'json', 'go', 'rust', 'yaml', 'js'];

/** mulberry32: a small seeded generator, so every run writes the same sites. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];
const words = (rnd, n) => Array.from({ length: n }, () => pick(rnd, WORDS)).join(' ');
const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);
export const pagePath = (n) => `g${Math.floor(n / PAGES_PER_GROUP)}/p${n}`;
export const pageTitle = (n, rnd = random(n + 1)) => `${capital(words(rnd, 3))} ${n}`;

function code(rnd, lang, n) {
  const name = `${pick(rnd, WORDS)}_${n}`;
  const value = pick(rnd, WORDS);
  switch (lang) {
    case 'ts':
    case 'js':
      return `import { client } from './${pick(rnd, WORDS)}';\n\nexport async function ${name}(id${lang === 'ts' ? ': string' : ''}) {\n  const res = await client.get(\`/v1/${value}/\${id}\`);\n  if (!res.ok) throw new Error('${words(rnd, 3)}');\n  return res.json();\n}`;
    case 'python':
      return `import ${pick(rnd, WORDS)}\n\ndef ${name}(item_id: str) -> dict:\n    """${capital(words(rnd, 5))}."""\n    response = client.get(f"/v1/${value}/{item_id}")\n    response.raise_for_status()\n    return response.json()`;
    case 'bash':
      return `# ${words(rnd, 4)}\nexport API_KEY="sk_${n}"\ncurl -s https://api.example.com/v1/${value} \\\n  -H "Authorization: Bearer $API_KEY" \\\n  -d '{"name": "${pick(rnd, WORDS)}"}'`;
    case 'json':
      return `{\n  "id": "${name}",\n  "${pick(rnd, WORDS)}": ${n},\n  "enabled": ${rnd() > 0.5},\n  "tags": ["${pick(rnd, WORDS)}", "${pick(rnd, WORDS)}"]\n}`;
    case 'go':
      return `package main\n\nimport "fmt"\n\nfunc ${capital(name.replace('_', ''))}(id string) error {\n\tfmt.Println("${words(rnd, 3)}", id)\n\treturn nil\n}`;
    case 'rust':
      return `use std::collections::HashMap;\n\nfn ${name}(id: &str) -> Option<String> {\n    let mut map = HashMap::new();\n    map.insert("${value}", ${n});\n    map.get(id).map(|v| v.to_string())\n}`;
    default:
      return `${pick(rnd, WORDS)}:\n  name: ${name}\n  replicas: ${(n % 5) + 1}\n  ${pick(rnd, WORDS)}: ${value}\n  labels:\n    - ${pick(rnd, WORDS)}`;
  }
}

function section(rnd, n, total, s) {
  const link = () => `[${words(rnd, 2)}](/${pagePath(Math.floor(rnd() * total))})`;
  const [a, b] = [pick(rnd, LANGUAGES), pick(rnd, LANGUAGES)];
  const second = a === b ? LANGUAGES[(LANGUAGES.indexOf(a) + 1) % LANGUAGES.length] : b;
  const rows = Array.from(
    { length: 4 },
    () =>
      `| \`${pick(rnd, WORDS)}\` | ${pick(rnd, ['string', 'number', 'boolean', 'object'])} | ${capital(words(rnd, 6))}. |`,
  );
  return [
    `## ${capital(words(rnd, 3))} ${s + 1}`,
    '',
    `${capital(words(rnd, 12))}, see ${link()} and ${link()}. Set \`${pick(rnd, WORDS)}_${n}\` before calling \`${pick(rnd, WORDS)}()\`; ${words(rnd, 14)} ([reference](https://example.com/${pick(rnd, WORDS)})). ${capital(words(rnd, 16))}.`,
    '',
    ...Array.from({ length: 4 }, () => `- ${capital(words(rnd, 7))} with \`${pick(rnd, WORDS)}\``),
    '',
    '| Name | Type | Description |',
    '| --- | --- | --- |',
    ...rows,
    '',
    '```' + a,
    code(rnd, a, n),
    '```',
    '',
    `${capital(words(rnd, 10))}:`,
    '',
    '```' + second,
    code(rnd, second, n + 1),
    '```',
    '',
  ].join('\n');
}

/** One page's Markdown (frontmatter included): valid as .md for both peers and as .mdx for Quire. */
export function pageSource(n, total) {
  const rnd = random(n + 1);
  const title = pageTitle(n, rnd);
  const description = `${capital(words(rnd, 8))}.`;
  const body = Array.from({ length: 4 }, (_, s) => section(rnd, n, total, s)).join('\n');
  return `---\ntitle: ${title}\ndescription: ${description}\n---\n\n${body}`;
}

function write(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function groupsOf(total) {
  const groups = [];
  for (let n = 0; n < total; n++) {
    const g = Math.floor(n / PAGES_PER_GROUP);
    (groups[g] ??= { label: `Group ${g}`, pages: [] }).pages.push(n);
  }
  return groups;
}

function writeQuire(root, total, sources) {
  const groups = groupsOf(total).map((g) => ({ group: g.label, pages: g.pages.map(pagePath) }));
  write(
    join(root, 'docs.json'),
    JSON.stringify(
      {
        $schema: 'https://mintlify.com/docs.json',
        theme: 'mint',
        name: 'Bench',
        colors: { primary: '#0D9373' },
        navigation: { groups },
      },
      null,
      2,
    ),
  );
  sources.forEach((text, n) => write(join(root, `${pagePath(n)}.mdx`), text));
}

function writeVitePress(root, total, sources) {
  const sidebar = groupsOf(total).map((g) => ({
    text: g.label,
    items: g.pages.map((n) => ({ text: pageTitle(n), link: `/${pagePath(n)}` })),
  }));
  const config = { title: 'Bench', themeConfig: { sidebar, search: { provider: 'local' } } };
  write(
    join(root, '.vitepress', 'config.mjs'),
    `export default ${JSON.stringify(config, null, 2)};\n`,
  );
  sources.forEach((text, n) => write(join(root, `${pagePath(n)}.md`), text));
}

function writeStarlight(root, total, sources) {
  const sidebar = groupsOf(total).map((g) => ({ label: g.label, items: g.pages.map(pagePath) }));
  write(
    join(root, 'package.json'),
    JSON.stringify({ name: 'bench-starlight', private: true, type: 'module' }, null, 2),
  );
  write(
    join(root, 'src', 'content.config.ts'),
    [
      "import { defineCollection } from 'astro:content';",
      "import { docsLoader } from '@astrojs/starlight/loaders';",
      "import { docsSchema } from '@astrojs/starlight/schema';",
      '',
      'export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };',
      '',
    ].join('\n'),
  );
  write(
    join(root, 'astro.config.mjs'),
    [
      "import { defineConfig } from 'astro/config';",
      "import starlight from '@astrojs/starlight';",
      '',
      `export default defineConfig({ integrations: [starlight({ title: 'Bench', sidebar: ${JSON.stringify(sidebar)} })] });`,
      '',
    ].join('\n'),
  );
  sources.forEach((text, n) =>
    write(join(root, 'src', 'content', 'docs', `${pagePath(n)}.md`), text),
  );
}

/** Writes `<dir>/quire`, `<dir>/vitepress` and `<dir>/starlight` for a site of `total` pages. */
export function generateSites(dir, total) {
  const sources = Array.from({ length: total }, (_, n) => pageSource(n, total));
  const roots = {
    quire: join(dir, 'quire'),
    vitepress: join(dir, 'vitepress'),
    starlight: join(dir, 'starlight'),
  };
  for (const root of Object.values(roots)) rmSync(root, { recursive: true, force: true });
  writeQuire(roots.quire, total, sources);
  writeVitePress(roots.vitepress, total, sources);
  writeStarlight(roots.starlight, total, sources);
  return { roots, bytes: sources.reduce((sum, s) => sum + Buffer.byteLength(s), 0) };
}

/** Only Quire's version of the site (the 10,000-page line of the bench builds Quire alone). */
export function generateQuireSite(dir, total) {
  const root = join(dir, 'quire');
  rmSync(root, { recursive: true, force: true });
  writeQuire(
    root,
    total,
    Array.from({ length: total }, (_, n) => pageSource(n, total)),
  );
  return root;
}
