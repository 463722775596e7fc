import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The site runtime as one ES module; the build copies it into each site under a hashed name.
export default defineConfig({
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('./bundle', import.meta.url)),
    emptyOutDir: true,
    target: 'es2020',
    minify: true,
    sourcemap: false,
    lib: {
      entry: fileURLToPath(new URL('./src/main.ts', import.meta.url)),
      formats: ['es'],
      fileName: () => 'quire-client.js',
    },
  },
});
