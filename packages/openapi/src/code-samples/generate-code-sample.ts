import { cSample } from './c-sample.js';
import { csharpSample } from './csharp-sample.js';
import { curlSample } from './curl-sample.js';
import { dartSample } from './dart-sample.js';
import { goSample } from './go-sample.js';
import { javaSample } from './java-sample.js';
import { javascriptSample } from './javascript-sample.js';
import { kotlinSample } from './kotlin-sample.js';
import { phpSample } from './php-sample.js';
import { powershellSample } from './powershell-sample.js';
import { pythonSample } from './python-sample.js';
import { rubySample } from './ruby-sample.js';
import { rustSample } from './rust-sample.js';
import type { SampleRequest } from './sample-request.js';
import { swiftSample } from './swift-sample.js';

const GENERATORS: Readonly<Record<string, (req: SampleRequest) => string>> = {
  bash: curlSample,
  python: pythonSample,
  javascript: javascriptSample,
  node: javascriptSample,
  typescript: javascriptSample,
  php: phpSample,
  go: goSample,
  java: javaSample,
  ruby: rubySample,
  powershell: powershellSample,
  swift: swiftSample,
  csharp: csharpSample,
  dotnet: csharpSample,
  c: cSample,
  'c++': cSample,
  kotlin: kotlinSample,
  rust: rustSample,
  dart: dartSample,
};

/** The sample for a canonical language key, or undefined for a language Quire cannot write. */
export function generateCodeSample(lang: string, req: SampleRequest): string | undefined {
  return GENERATORS[lang]?.(req);
}
