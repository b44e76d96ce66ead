import type { CodegenConfig } from '@graphql-codegen/cli';

// SDL-first: each domain's .graphql under src/server/graphql is the source of truth.
// Outputs (all committed): the merged schema for reviewers, resolver types for the
// server, and typed documents for the renderer.
const config: CodegenConfig = {
  schema: ['src/server/graphql/*/*.graphql'],
  documents: ['src/renderer/**/*.{ts,tsx}', '!src/renderer/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'src/server/graphql/schema.graphql': {
      plugins: ['schema-ast'],
      config: { includeDirectives: true },
    },
    'src/server/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context#GraphQLContext',
        mappers: {},
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false },
        scalars: { ID: { input: 'string', output: 'string | number' } },
      },
    },
    'src/renderer/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { ID: 'string' } },
    },
  },
};

export default config;
