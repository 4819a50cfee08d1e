import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { prerenderLandingPages } from './prerender-plugin.ts';

// The API, typed RPC and realtime socket are served by the Node server on :3000; in development the
// Vite server forwards them so the SPA talks to one origin, exactly as it does in production.
const apiServer = 'http://localhost:3000';

/**
 * Moves the app's stylesheet from the head to the end of the body. In the head it blocks the first
 * paint until it has downloaded; in the body it does not, so the shell (index.html's inline CSS: the
 * brand and a skeleton) paints from the HTML alone. The module script still waits for it, so React
 * never renders unstyled.
 */
function stylesheetAfterShell(): Plugin {
  return {
    name: 'playfield:stylesheet-after-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        let moved = html;
        for (const link of links) moved = moved.replace(link, '');
        return moved.replace('</body>', `${links.map((link) => `  ${link}\n`).join('')}  </body>`);
      },
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react(), stylesheetAfterShell(), prerenderLandingPages()],
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
