import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

// The dev proxy target is build tooling, not app configuration: the app itself never reads env.
const apiProxyTarget = process.env.API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      // A file, not an inline script: the server's CSP is `script-src 'self'`.
      injectRegister: 'script',
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'theme-init.js', 'icons/*.png'],
      manifest: {
        name: 'Đôi Ta',
        short_name: 'Đôi Ta',
        description: 'Kỷ niệm, lời nhắc và dòng thời gian của hai bạn.',
        lang: 'vi',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#fff8f5',
        theme_color: '#c62a5c',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        // Web Push (public/push-handler.js); offline photo renditions, their clearing and
        // Background Sync of the offline queue (public/offline-sw.js, issue 19).
        importScripts: ['/push-handler.js', '/offline-sw.js'],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    // `source` makes @doita/shared resolve to its TypeScript source (no build step needed).
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiProxyTarget, changeOrigin: true } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: apiProxyTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
  },
});
