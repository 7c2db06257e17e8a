import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './bundle-budget';

const adminCode = ['src/features/admin/'];

// The API serves miniapp/dist itself in production; in development Vite proxies /api to it so the
// session cookie stays same-origin.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    // Issue 9's speed budgets: what each kind of first visit downloads before it can be used.
    bundleBudget([
      {
        name: 'landing page (/)',
        modules: ['src/main.tsx', 'src/features/landing/landing-page.tsx'],
        maxKb: 80,
        forbidden: ['shared/src/contract/', 'node_modules/zod/', 'node_modules/react-router', ...adminCode],
      },
      {
        name: 'app (/app, before its first screen)',
        modules: ['src/main.tsx', 'src/app/app.tsx', 'src/app/signed-in-root.tsx', 'src/app/app-frame.tsx'],
        maxKb: 200,
        forbidden: adminCode,
      },
      {
        name: 'sign-in (/login)',
        modules: [
          'src/main.tsx',
          'src/app/app.tsx',
          'src/app/signed-in-root.tsx',
          'src/features/auth/login-page.tsx',
        ],
        maxKb: 200,
        forbidden: adminCode,
      },
    ]),
  ],
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
