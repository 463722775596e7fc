import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'bench/peers/**',
      '**/bundle/**',
      'packages/cli/.bundle-staging/**',
      '**/dist/**',
      '**/node_modules/**',
      'bench/.work/**',
      'coverage/**',
      'docs/**',
      'fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        performance: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'error',
    },
  },
  {
    // The edges: the CLI, benchmarks and scripts talk to the terminal.
    files: ['packages/cli/**', 'bench/**', 'scripts/**', '**/test/**'],
    rules: { 'no-console': 'off' },
  },
);
