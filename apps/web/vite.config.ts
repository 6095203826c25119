import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStylesheet } from './antdStylesheet';
import { signedInPreload } from './signedInPreload';

const api = process.env.ORRERY_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), antdStylesheet(), signedInPreload()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/files': api, '/readyz': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // the sizes are measured by scripts/compress.mjs, which writes the compressed files anyway
    reportCompressedSize: false,
    rolldownOptions: {
      treeshake: {
        // antd's own packages (@rc-component/*) declare no `sideEffects`, so the bundler kept every module a
        // used one imports: the ConfigProvider's form context brought all of the form's fields, hooks and
        // validation to the login page. None of their modules is imported for its effects alone (none is
        // imported bare), so what is unused is left out. routeChunks.test.ts checks the login page's code.
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
    },
  },
});
