// Builds the SPA into dist/ (served by the Hono process); in dev, proxies the API to it.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://127.0.0.1:3000';
const proxy = Object.fromEntries(['/api', '/media', '/healthz'].map((prefix) => [prefix, backend]));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Route chunks are split by the router's lazy imports; keep every asset a cacheable file.
    assetsInlineLimit: 0,
    reportCompressedSize: true,
  },
});
