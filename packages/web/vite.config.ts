import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The server serves dist/ with an SPA fallback, so the base stays '/'. In development the API is
 * proxied to the server on :8080 so cookies stay same-origin, as they are in production.
 */
export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    proxy: {
      '/customer': { target: 'http://localhost:8080', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The CSP forbids inline scripts; keep every asset a file so nothing is inlined as a data: URL.
    assetsInlineLimit: 0,
    sourcemap: false,
    // bench/bundle-size.ts reads it to measure what each route loads.
    manifest: true,
  },
});
