/** Canonical language keys of generated code samples, with their labels, in the docs' order. */
export const CODE_LANGUAGES: Readonly<Record<string, string>> = {
  bash: 'cURL',
  python: 'Python',
  javascript: 'JavaScript',
  node: 'Node.js',
  php: 'PHP',
  go: 'Go',
  java: 'Java',
  ruby: 'Ruby',
  powershell: 'PowerShell',
  swift: 'Swift',
  csharp: 'C#',
  dotnet: '.NET',
  typescript: 'TypeScript',
  c: 'C',
  'c++': 'C++',
  kotlin: 'Kotlin',
  rust: 'Rust',
  dart: 'Dart',
};

const ALIASES: Readonly<Record<string, string>> = {
  curl: 'bash',
  sh: 'bash',
  shell: 'bash',
  py: 'python',
  js: 'javascript',
  nodejs: 'node',
  'node.js': 'node',
  golang: 'go',
  rb: 'ruby',
  'c#': 'csharp',
  '.net': 'dotnet',
  'dot-net': 'dotnet',
  ts: 'typescript',
  cpp: 'c++',
  kt: 'kotlin',
  rs: 'rust',
  flutter: 'dart',
};

/** The languages generated when docs.json does not list any. */
export const DEFAULT_CODE_LANGUAGES = [
  'bash',
  'python',
  'javascript',
  'php',
  'go',
  'java',
] as const;

/** The canonical key of a language name or alias (any case); unknown names are lowercased. */
export function canonicalLanguage(name: string): string {
  const lower = name.trim().toLowerCase();
  return ALIASES[lower] ?? lower;
}
