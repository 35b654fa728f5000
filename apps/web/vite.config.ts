import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { contractViewPlugin } from './build/contract-view';
import { localePreloadPlugin } from './build/locale-preload';
import { precompressPlugin } from './build/precompress';

/** The libraries every first screen runs (React, the router, i18n, TanStack Query). */
const FIRST_SCREEN_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|use-sync-external-store|clsx)[\\/]/;
/** Reached from the entry only through the shared barrel: loaded by the routes that use them. */
const NOT_IN_SHELL =
  /node_modules[\\/]zod[\\/]|packages[\\/]shared[\\/]src[\\/](index\.ts|.*-schemas\.ts)$/;

// The dev proxy target is build tooling, not app configuration: the app itself never reads env.
const apiProxyTarget = process.env.API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // Production: the shared contract without its schemas (zod stays out of the entry).
    contractViewPlugin(),
    localePreloadPlugin(),
    react(),
    tailwindcss(),
    VitePWA({
      // The app registers the worker itself, once the first screen is done
      // (src/lib/service-worker.ts): at `load`, its install shared the network and the CPU
      // with the page's first answers.
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'theme-init.js', 'intl-warm.js', 'icons/*.png'],
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
        // A first visit's page is taken over as soon as the worker is active (it installs
        // once the first screen is done): the photos it shows from then on are kept for
        // offline reading, and those it showed before are handed over (lib/service-worker.ts).
        clientsClaim: true,
        // Web Push (public/push-handler.js); offline photo renditions, their clearing and
        // Background Sync of the offline queue (public/offline-sw.js).
        importScripts: ['/push-handler.js', '/offline-sw.js'],
      },
      devOptions: { enabled: false },
    }),
    precompressPlugin(),
  ],
  resolve: {
    // `source` makes @doita/shared resolve to its TypeScript source (no build step needed).
    conditions: ['source', ...defaultClientConditions],
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
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
    rolldownOptions: {
      output: {
        // The first screen's code in two files instead of ~40 small shared chunks (each
        // gzipped alone, ~12 KB more in all, and a request each): the libraries every
        // screen starts with, and the app's own start. Only modules the entry
        // imports statically (`$initial`); zod, the schemas and the shared barrel stay
        // with the routes that use them (the production contract has no schemas).
        codeSplitting: {
          groups: [
            { name: 'vendor', test: FIRST_SCREEN_LIBRARIES, tags: ['$initial'], priority: 2 },
            {
              name: 'shell',
              test: (id: string) => !NOT_IN_SHELL.test(id),
              tags: ['$initial'],
              // A dependency may be lazy-only after tree-shaking (the shared barrel's).
              includeDependenciesRecursively: false,
              priority: 1,
            },
            // The pages' icons in one file (9 KB) instead of a request, and a modulepreload
            // link, per icon: the dashboard's code came in 26 files, 12 of them one icon each.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
});
