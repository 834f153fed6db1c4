import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: {
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The browser imports only constants and pure rules from @atelier/contract; treating
          // zod's schema builders as pure lets the unused schemas (and zod itself) drop out of the
          // first-load JavaScript (budget: 150 kB gzip).
          treeshake: { manualPureFunctions: ['z'] },
        },
  },
}));
