import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API, typed RPC and realtime socket are served by the Node server on :3000; in development the
// Vite server forwards them so the SPA talks to one origin, exactly as it does in production.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Fonts stay files: inlined into the CSS they would be downloaded by every visitor, whatever
    // alphabet (unicode-range subset) the page actually uses.
    assetsInlineLimit: (filePath) => (/\.woff2?$/.test(filePath) ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The framework changes far less often than the app: its own chunk stays cached across
              // deploys. Only what the first page needs anyway; feature-only libraries stay with
              // their lazy routes.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/trpc': apiServer,
      '/socket.io': { target: apiServer, ws: true },
    },
  },
});
