import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import packageJson from './package.json' with { type: 'json' };

// One build for every mode: the main bundle also emits `server.js`, the plain-Node
// entry that `npm run web`, `npm run server` and the admin CLI run (it never imports electron).
export default defineConfig({
  main: {
    build: {
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
    plugins: [react()],
    define: { __APP_VERSION__: JSON.stringify(packageJson.version) },
    build: {
      // electron-vite leaves the renderer unminified; the login route's JS budget needs it.
      minify: true,
      rollupOptions: { input: { index: resolve('src/renderer/index.html') } },
    },
  },
});
