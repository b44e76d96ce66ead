import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Process boundaries are enforced here (docs/conventions.md 2 and 8): only the typed IPC wrappers
// touch raw IPC, src/shared stays free of electron and node:, the renderer stays out of
// main and server code.
const raw_ipc = {
  name: 'electron',
  importNames: ['ipcMain', 'ipcRenderer'],
  message: 'Only src/main/ipc and src/preload touch raw IPC.',
};

/**
 * Zones for import-x/no-restricted-paths that wall in each folder under `root`: code in the
 * other folders and in `outside` (paths or globs) may import only the folder's `doors`, and the
 * message names the folder. The folders are read, not listed. To wall in another set of modules,
 * add `...moduleWalls(root, …)` to the zones of a block whose files cover its importers.
 */
function moduleWalls(root, { doors, outside, message }) {
  const names = readdirSync(new URL(root, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return names.map((name) => ({
    target: [
      ...names.filter((other) => other !== name).map((other) => `${root}/${other}`),
      ...outside,
    ],
    from: `${root}/${name}`,
    except: doors.map((door) => `./${door}`),
    message: message(name),
  }));
}

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      'src/renderer/gql/**',
      'src/main/gql/**',
      'src/server/testing/gql/**',
      'src/server/platform/graphql/generated/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A focused test hides the rest of the suite; Vitest and Playwright refuse it under CI too.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name='only'][object.name=/^(it|test|describe|suite)$/]",
          message: 'No focused tests (.only): they skip the rest of the suite.',
        },
        {
          selector: "MemberExpression[property.name='only'][object.property.name='describe']",
          message: 'No focused tests (.only): they skip the rest of the suite.',
        },
      ],
    },
  },
  {
    // An import cycle (lazy imports included) means two modules that cannot be read, tested
    // or loaded apart; pages reach the route table through a context instead.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message: 'The renderer reaches the desktop only through window.desktop.',
            },
          ],
          patterns: [
            {
              group: ['**/main/**', '**/server/**', '**/preload/**'],
              message: 'The renderer imports only src/renderer and src/shared.',
            },
            { group: ['node:*'], message: 'No Node built-ins in the renderer.' },
          ],
        },
      ],
    },
  },
  // ---------------------------------------------------------------------------------------------
  // Renderer walls (src/renderer/README.md, "Feature doors"). A feature is entered through its
  // doors only: index.ts (what other features' pages and the signed-in shell use) and routes.tsx
  // (its route rows and what startup code needs; it loads at startup anyway). ui/ and the other
  // layers under the features never import one, and startup code never imports an index.ts,
  // whose parts would then ship in the first chunk.
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...moduleWalls('src/renderer/features', {
              doors: ['index.ts', 'routes.tsx'],
              outside: ['src/renderer/!(features)/**', 'src/renderer/*.{ts,tsx}'],
              message: (name) =>
                `That file is inside the feature "${name}": import what it exports from features/${name} (index.ts), or from features/${name}/routes (startup code).`,
            }),
            {
              target: [
                'src/renderer/ui',
                'src/renderer/lib',
                'src/renderer/platform',
                'src/renderer/apollo',
                'src/renderer/groups',
              ],
              from: 'src/renderer/features',
              message:
                'ui/, lib/, platform/, apollo/ and groups/ sit under the features and never import one: take the part as a prop or slot, filled by the app or shell/.',
            },
            {
              target: [
                'src/renderer/main.tsx',
                'src/renderer/app.tsx',
                'src/renderer/routing',
                'src/renderer/features/*/routes.tsx',
              ],
              from: 'src/renderer/features/*/index.ts',
              message:
                "Startup code imports a feature's routes.tsx, never its index.ts: the index's parts would ship in the first chunk.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message: 'src/shared is imported by every side; keep electron out.',
            },
          ],
          patterns: [
            {
              group: ['node:*'],
              message: 'src/shared runs in the browser too; no Node built-ins.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'The server runs without Electron.' }],
          patterns: [
            {
              group: ['**/renderer/**', '**/main/**', '**/preload/**'],
              message: 'The server imports only src/server and src/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // A server module is entered through its index.ts only (docs/module-doors.md); its own
    // files and tests import each other freely. Its demo-seed.ts is a second door, for the
    // seed layer (src/server/seed) and the other modules' demo seeds; db/ imports nothing above it.
    files: ['src/server/**/*.ts', 'src/main/**/*.ts', 'tests/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...moduleWalls('src/server/modules', {
              doors: ['index.ts', 'demo-seed.ts'],
              outside: [
                'src/server/cli',
                'src/server/db',
                'src/server/seed',
                'src/server/platform',
                'src/server/testing',
                'src/server/*.ts',
                'src/main',
                'tests',
              ],
              message: (name) =>
                `That file is inside the server module "${name}": import what it exports from src/server/modules/${name}/index.ts.`,
            }),
            {
              target: 'src/server/modules/*/!(demo-seed|demo-seed.test).ts',
              from: 'src/server/modules/*/demo-seed.ts',
              message:
                'A demo seed is imported only by the seed layer (src/server/seed) and other demo seeds.',
            },
            {
              // Its tests may open a test database (src/server/testing).
              target: 'src/server/db/**/!(*.test).ts',
              from: [
                'src/server/modules/**',
                'src/server/platform/**',
                'src/server/seed/**',
                'src/server/testing/**',
                'src/server/cli/**',
                'src/server/*.ts',
              ],
              message:
                'db/ is the ground floor: the database itself imports nothing above it (seeds live in src/server/seed and the modules, test databases in src/server/testing).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/main/**/*.ts'],
    ignores: ['src/main/ipc/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [raw_ipc],
          patterns: [{ group: ['**/renderer/**'], message: 'Main never imports the renderer.' }],
        },
      ],
    },
  },
);
