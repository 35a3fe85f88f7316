// @ts-check
import { readdirSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import tanstackQuery from '@tanstack/eslint-plugin-query'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const root = import.meta.dirname
const features = readdirSync(path.join(root, 'src', 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * The architecture in ARCHITECTURE.md, as import rules: app → features → data → shared
 * (lib, config, components, hooks, types); a feature never imports another; the app in src/ and
 * the local backend in server/ never import each other (build/, scripts/, tests/ and e2e/ use both).
 */
const shared = ['./src/lib', './src/config', './src/components', './src/hooks', './src/types']
const boundaries = [
  { target: './src', from: './server', message: 'The app must not import the local backend (server/).' },
  // Three exceptions, pure modules the backend shares: the image pixel-size reader (the Storage
  // API's upload check), the staff roles (the seed and `admin:create`) and the Auth mails (the
  // site's one mail layout, which the Edge Functions and the newsletter preview use too).
  {
    target: './server',
    from: './src',
    except: ['./lib/image-pixel-size.ts', './config/staff-roles.ts', './lib/mail/auth-mail.ts'],
    message: 'The local backend must not import the app (src/).',
  },
  { target: './src/features', from: './src/app', message: 'Features must not import from app/: app composes features.' },
  {
    target: './src/data',
    from: ['./src/app', './src/features', './src/components', './src/hooks'],
    message: 'src/data may import only lib/, config/ and types/.',
  },
  {
    target: shared,
    from: ['./src/app', './src/features', './src/data'],
    message: 'Shared code (lib, config, components, hooks, types) must not import app/, features/ or data/.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move shared code to src/data, lib, hooks or components, or compose in app/.',
  })),
]

export default defineConfig(
  // database.types.ts is npm run db:types' output (typegen's shape, e.g. `keyof` an empty Enums), checked by CI against the migrations.
  {
    ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'coverage/', '.local/', '.scratch/', 'src/types/database.types.ts'],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js'] },
        tsconfigRootDir: root,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      // Only the project's own files can form a cycle; skipping node_modules keeps the rule fast.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // `import type` for types; `import('x').T` stays allowed in type positions.
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // React form and click handlers may be async; their promise is handled inside.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Async functions implementing a promise-returning interface need no await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    extends: [reactHooks.configs.flat['recommended-latest'], tanstackQuery.configs['flat/recommended']],
  },
  {
    files: ['server/**/*.ts', 'build/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', 'e2e/**/*.ts', '*.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // The local backend stays easy to change: no function longer than 150 lines, and
    // no cast that silences the type checker outright.
    files: ['server/src/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 150 }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSAsExpression[typeAnnotation.type="TSNeverKeyword"]', message: 'No `as never`: type the value instead.' },
        {
          selector: 'TSAsExpression > TSAsExpression.expression[typeAnnotation.type="TSUnknownKeyword"]',
          message: 'No `as unknown as`: type the value instead.',
        },
      ],
    },
  },
  {
    // Tests parse JSON and use asymmetric matchers (`expect.any`), which are typed `any`.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // The Edge Functions' handler tests use node:test (Node and Deno both run it): its `describe`
    // and `it` return promises the runner itself awaits.
    files: ['supabase/functions/*/handler.test.ts'],
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: ['describe', 'it', 'test'], package: 'node:test' }] },
      ],
    },
  },
  {
    // Playwright fixtures that need no other fixture take `{}` as their first parameter.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ['*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
)
