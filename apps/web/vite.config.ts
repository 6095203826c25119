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
  },
});
