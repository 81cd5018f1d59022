/**
 * The Lighthouse bench's floor (scripts/bench-lighthouse.ts): a bare React page built by the app's
 * Vite with the app's React plugin and build target, and served by `vite preview` as the app is.
 * The output directory is the caller's (`--outDir`), a temporary one.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: { target: 'es2022', modulePreload: { polyfill: false } },
  logLevel: 'warn',
});
