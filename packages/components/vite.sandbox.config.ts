import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The page runtime (Preact, the component set, the page evaluator) as one classic script, which the page
// sandbox runs in a realm of its own (see src/sandbox/create-page-sandbox.ts).
export default defineConfig({
  configFile: false,
  logLevel: 'warn',
  // Server builds of dependencies (no `document`): the sandbox is not a browser.
  resolve: { conditions: ['node', 'import', 'module', 'default'], mainFields: ['module', 'main'] },
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: fileURLToPath(new URL('./bundle', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    lib: {
      entry: fileURLToPath(new URL('./src/sandbox/sandbox-entry.ts', import.meta.url)),
      formats: ['iife'],
      name: 'quirePageRuntime',
      fileName: () => 'page-runtime.js',
    },
  },
});
