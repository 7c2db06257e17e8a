import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves miniapp/dist itself in production; in development Vite proxies /api to it so the
// session cookie stays same-origin.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
