import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { shellChunkGroups } from './build/shellChunks';

/**
 * Writes a .br and a .gz beside every text asset of the build, at the highest levels, once: the server
 * (@fastify/static preCompressed) sends the one the browser accepts, with no compression per request.
 */
function precompress(outDir: string): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'vault-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk(outDir).filter((f) => compressible.test(f))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Every icon of @ant-design/icons goes through lib/ui/TranslatedIcon: the library labels each one with
 * its English file name ('close', 'eye-invisible'), antd's own icons included, which no prop reaches.
 * Only imports made inside the icons package are redirected, so the wrapper still reaches the original.
 */
function translatedIcons(): Plugin {
  const wrapper = join(import.meta.dirname, 'src/lib/ui/TranslatedIcon.tsx');
  return {
    name: 'vault-translated-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]@ant-design[\\/]icons[\\/]/.test(importer)) return null;
      return /(^|\/)components\/AntdIconLight(\.js)?$/.test(source) ? wrapper : null;
    },
  };
}

/**
 * The server serves dist/ with an SPA fallback, so the base stays '/'. In development the API is
 * proxied to the server on :8080 so cookies stay same-origin, as they are in production.
 */
/**
 * react-router's package exports point every condition at its development build (warnings and
 * checks included); the build takes the production files it ships beside them instead.
 */
const reactRouterDist = join(import.meta.dirname, '../../node_modules/react-router/dist/production');

export default defineConfig(({ command }) => ({
  base: '/',
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
          ]
        : [],
  },
  plugins: [translatedIcons(), react(), precompress(join(import.meta.dirname, 'dist'))],
  // Pre-bundled in development, the icons package would skip the plugin above.
  optimizeDeps: { exclude: ['@ant-design/icons'] },
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
    // Fewer, larger chunks behind the sign-in (issue 13); the public pages' chunks are left as they were.
    rolldownOptions: { output: { codeSplitting: { groups: shellChunkGroups(), includeDependenciesRecursively: false } } },
  },
}));
