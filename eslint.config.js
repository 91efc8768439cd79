import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { includeIgnoreFile } from '@eslint/compat';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FRONTEND = './frontend/src';
/** Every feature folder, read from disk, so a new feature is fenced in from its first file. */
const FEATURES = readdirSync(new URL(`${FRONTEND}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Who may import whom, by the file an import resolves to (style guide, lessons of the first half):
 * app/ puts features together; a feature never imports another feature, nor app/; lib/, components/,
 * api/ and config/ serve every feature and import none of them; the browser's code and the Lambdas'
 * share only `shared/`, which imports neither.
 */
const IMPORT_ZONES = [
  ...FEATURES.map((feature) => ({
    target: `${FRONTEND}/features/${feature}`,
    from: `${FRONTEND}/features`,
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both need down to components/, lib/ or api/, or let app/ put them together.',
  })),
  {
    target: `${FRONTEND}/features`,
    from: `${FRONTEND}/app`,
    message: 'app/ puts the features together; a feature never imports it.',
  },
  {
    target: [`${FRONTEND}/lib`, `${FRONTEND}/components`, `${FRONTEND}/api`, `${FRONTEND}/config`],
    from: [`${FRONTEND}/features`, `${FRONTEND}/app`],
    message: 'lib/, components/, api/ and config/ serve every feature: they import no feature and not app/.',
  },
  {
    target: `${FRONTEND}/lib`,
    from: [`${FRONTEND}/components`, `${FRONTEND}/api`],
    message: 'lib/ is the lowest layer of the front end: it imports no component and no API call.',
  },
  {
    target: './frontend',
    from: './functions',
    message: 'The front end shares code with the functions only through shared/.',
  },
  {
    target: './functions',
    from: './frontend',
    message: 'The functions share code with the front end only through shared/.',
  },
  {
    target: './shared',
    from: ['./frontend', './functions', './infra', './scripts'],
    message: 'shared/ is imported by every workspace and imports none of them.',
  },
];

/** Imports a group of files may not make, by name (the path zones above catch them once resolved). */
const NOT_FUNCTIONS = {
  group: ['@app/functions', '@app/functions/*'],
  message: 'The front end never imports the functions.',
};
const NOT_FRONTEND = {
  group: ['@app/frontend', '@app/frontend/*'],
  message: 'The functions never import the front end.',
};
const TEST_ONLY = {
  group: ['fast-check', '**/testing/*', '**/*.fixture', '**/*.fixture.*'],
  message: 'Production code never imports test oracles, fixtures or fast-check.',
};
const ENGINE_PURE = {
  group: ['@aws-sdk/*', '@middy/*', '**/lib/aws/*', '**/lib/http/*', '**/lib/db/*', '**/offer-import/*'],
  message: 'The offer engine is pure (decision 022): no AWS, no HTTP, no tables; adapters live outside it.',
};
/** What only tests load: test files, their helpers and fixtures, the test runs' set-up. */
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/*.fixture.{ts,tsx}',
  '**/testing/**',
  'functions/src/test/**',
  'frontend/e2e/**',
];
/**
 * `no-restricted-imports` for a group of files. ESLint keeps only the last options a file matches,
 * so each group lists all of its bans.
 */
const restrictImports = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default defineConfig([
  // What git ignores (dependencies, build and test outputs, local data) is never linted: one list,
  // kept in .gitignore, so an output folder added there cannot be forgotten here.
  includeIgnoreFile(fileURLToPath(new URL('.gitignore', import.meta.url)), 'Files ignored by git'),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.ts', '*/vitest.config.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      'no-console': 'off',
    },
  },
  {
    // Files stay small (style rule 10): past 400 lines of code a file has more than one reason to change.
    files: ['**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['frontend/**/*.{ts,tsx}', 'functions/**/*.ts', 'shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      // TypeScript modules are followed too (no-cycle reads the modules an import leads to).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: IMPORT_ZONES }] },
  },
  {
    // An import cycle makes load order matter and layers blur; checked where modules import each
    // other most (the browser's code and shared/), which keeps the lint fast.
    files: ['frontend/src/**/*.{ts,tsx}', 'shared/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  restrictImports(['frontend/**/*.{ts,tsx}'], [NOT_FUNCTIONS]),
  restrictImports(['functions/**/*.ts'], [NOT_FRONTEND]),
  // Test oracles, fixtures and fast-check never ship.
  restrictImports(['frontend/src/**/*.{ts,tsx}'], [NOT_FUNCTIONS, TEST_ONLY], TEST_FILES),
  restrictImports(['functions/src/**/*.ts'], [NOT_FRONTEND, TEST_ONLY], TEST_FILES),
  restrictImports(['scripts/src/**/*.ts'], [TEST_ONLY], TEST_FILES),
  // The offer engine runs without AWS: the offers Lambda, the import and the benchmarks share it.
  restrictImports(['functions/src/lib/offer-engine/**/*.ts'], [NOT_FRONTEND, TEST_ONLY, ENGINE_PURE], TEST_FILES),
  restrictImports(
    ['functions/src/lib/offer-engine/**/*.test.ts', 'functions/src/lib/offer-engine/testing/**/*.ts'],
    [NOT_FRONTEND, ENGINE_PURE],
  ),
  {
    files: ['frontend/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // middy handlers and route functions must return promises even when they await nothing.
    files: ['functions/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
]);
