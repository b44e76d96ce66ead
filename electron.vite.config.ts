import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import packageJson from './package.json' with { type: 'json' };

/**
 * graphql ships CommonJS and ES module copies side by side with no `exports` map, so a bundle
 * reaches both (through `require` and `import`), and `instanceof GraphQLError` fails between
 * them. Every `graphql` and `graphql/…` specifier goes to the ES module copy.
 */
function oneGraphqlCopy(): Plugin {
  const root = resolve('node_modules/graphql');
  return {
    name: 'one-graphql-copy',
    enforce: 'pre',
    resolveId(source) {
      if (source !== 'graphql' && !source.startsWith('graphql/')) return null;
      const path = join(root, source.slice('graphql'.length)).replace(/\.m?js$/, '');
      for (const candidate of [`${path}.mjs`, join(path, 'index.mjs')]) {
        if (existsSync(candidate)) return candidate;
      }
      return null;
    },
  };
}

/**
 * Each `graphql(\`…\`)` call in the renderer becomes an import of that one document from
 * `gql/graphql.ts` (codegen's own Babel plugin), so a chunk carries only the documents it uses.
 * Left as calls, every chunk would reach `gql/gql.ts`, which maps the text of every document
 * in the app to its AST: the login route carried them all.
 */
function graphqlDocumentsByName(): Plugin {
  const artifactDirectory = resolve('src/renderer/gql');
  return {
    name: 'graphql-documents-by-name',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(artifactDirectory) || !code.includes('graphql(`'))
        return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory, gqlTagName: 'graphql' }]],
        sourceMaps: true,
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

// One build for every mode: the main bundle also emits `server.js`, the plain-Node
// entry that `npm run web`, `npm run server` and the admin CLI run (it never imports electron).
export default defineConfig({
  main: {
    plugins: [oneGraphqlCopy()],
    build: {
      externalizeDeps: {
        exclude: [
          'fastify',
          '@fastify/cors',
          '@fastify/multipart',
          '@fastify/rate-limit',
          '@fastify/static',
          'graphql',
          'graphql-yoga',
          '@escape.tech/graphql-armor',
          'drizzle-orm',
          'yup',
          'libphonenumber-js',
          'openid-client',
        ],
      },
      rollupOptions: {
        input: {
          index: resolve('src/main/index.ts'),
          server: resolve('src/server/cli/index.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      // Sandboxed preloads must be CommonJS.
      rollupOptions: {
        input: { index: resolve('src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src/renderer',
    plugins: [graphqlDocumentsByName(), react()],
    define: { __APP_VERSION__: JSON.stringify(packageJson.version) },
    build: {
      // electron-vite leaves the renderer unminified; the login route's JS budget needs it.
      minify: true,
      rollupOptions: { input: { index: resolve('src/renderer/index.html') } },
    },
  },
});
