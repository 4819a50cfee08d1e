import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { storageKeys } from './src/lib/storage-keys';
import { EARLY_CLICKS_KEY } from './src/ui/early-click-key';
import { EARLY_SUBMIT_KEY } from './src/ui/form/early-submit';

// Issue 15: the landing pages' first view is HTML, not a skeleton that waits for the JavaScript. After
// the client build, the same components are built for Node (an SSR build of web/src/prerender) and
// rendered with React's `prerender` for each landing page (web/src/prerender/landing-pages.ts); each
// page is written to `<outDir>/prerendered/<name>.html`: the built index.html with the page inside
// #root, its CSS inline in the head and the body font preloaded. `prerendered/manifest.json` tells
// the server which request gets which page; main.tsx hydrates it.

interface LandingPage {
  name: string;
  renderUrl: string;
  path: string;
  required: string[];
  optional: string[];
  /** Lazily loaded modules (paths under web/src) the first view renders: their CSS goes inline. */
  modules: string[];
}

interface PrerenderEntry {
  renderPage(url: string): Promise<string>;
  landingPages: LandingPage[];
}

/** What the server reads: which request gets which file (see src/platform/static-sites). */
export interface PrerenderManifest {
  pages: { file: string; path: string; required: string[]; optional: string[] }[];
}

const webRoot = import.meta.dirname;

/** Starts a prerendered page's scripts (kept in <template id="app-scripts">) after its first paint. */
const startAfterPaint = 'start-after-paint.js';
const startAfterPaintSource = `// Written by web/prerender-plugin.ts: a prerendered page's scripts start after its first paint.
(function () {
  // An invite link's token is kept at once, as the app keeps it (JSON under '${storageKeys.inviteToken}'):
  // LOG IN and CREATE ACCOUNT work before the app has started (the HTML was rendered for no one link,
  // so they cannot carry it), and a click on them then loaded a page that had never seen the token.
  try {
    var token = new URLSearchParams(location.search).get('inviteToken');
    if (token) localStorage.setItem('${storageKeys.inviteToken}', JSON.stringify(token));
  } catch (error) {}
  // A form pressed before the app can take the press would be sent by the browser itself, as a GET with
  // its fields (a password too) in the address. A form that says so (data-early-submit) is held instead,
  // with its button, and sent again every 50 ms until its own handler has it and clears the mark
  // (web/src/ui/form/early-submit.ts); after 20 s, or once the form is gone, the press is dropped.
  var held = '${EARLY_SUBMIT_KEY}';
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-early-submit')) return;
      event.preventDefault();
      if (form[held]) return;
      var submitter = event.submitter;
      form[held] = true;
      var tries = 0;
      var timer = setInterval(function () {
        tries += 1;
        if (!form[held] || !form.isConnected || tries > 400) {
          clearInterval(timer);
          delete form[held];
          return;
        }
        var own = submitter && submitter.form === form && submitter.isConnected;
        form.requestSubmit(own ? submitter : undefined);
      }, 50);
    },
    true,
  );
  // A press on a button marked data-early-click is noted; the button clicks itself once it is live
  // unless its own handler had the press (web/src/ui/early-click.ts).
  var clicks = (window['${EARLY_CLICKS_KEY}'] = new Set());
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      var pressed = target && target.closest ? target.closest('[data-early-click]') : null;
      if (pressed) clicks.add(pressed);
    },
    true,
  );
  var template = document.getElementById('app-scripts');
  if (!template) return;
  function start() {
    var nodes = template.content.children;
    for (var i = 0; i < nodes.length; i += 1) {
      var element = document.createElement(nodes[i].tagName.toLowerCase());
      for (var j = 0; j < nodes[i].attributes.length; j += 1)
        element.setAttribute(nodes[i].attributes[j].name, nodes[i].attributes[j].value);
      document.head.appendChild(element);
    }
  }
  // The frame after the first one: the page has painted by then.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
`;
const entry = resolve(webRoot, 'src/prerender/render-page.tsx');

/** The CSS files (`assets/…`) a chunk needs: its own and its static imports', transitively. */
function cssOf(bundle: Rolldown.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const css = new Set<string>();
  if (seen.has(fileName)) return css;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return css;
  for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
  for (const imported of chunk.imports) for (const file of cssOf(bundle, imported, seen)) css.add(file);
  return css;
}

/** The chunk that holds a module of web/src (the page a lazy route loads). */
function chunkOf(bundle: Rolldown.OutputBundle, module: string): string {
  const id = resolve(webRoot, 'src', module);
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.moduleIds.includes(id)) return output.fileName;
  }
  throw new Error(`prerender: no chunk holds ${module}`);
}

/** Class names the HTML uses that no inlined rule names: the page would paint unstyled, then shift. */
function unstyledClasses(html: string, css: string): string[] {
  const used = new Set(
    [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)),
  );
  return [...used].filter((name) => name && /_/.test(name) && !css.includes(`.${name}`));
}

export function prerenderLandingPages(): Plugin {
  let outDir = '';
  let configFile: string | false = false;
  return {
    name: 'playfield:prerender-landing-pages',
    // The client build only; the SSR build below loads this same config and must not recurse.
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      // Relative to the root (web/), as Vite reads it: `npm run build:web` gives ../dist/web.
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile ?? false;
    },
    async writeBundle(_options, bundle) {
      // Under node_modules so the built module finds react and react-dom where Node looks for them.
      const serverDir = resolve(webRoot, '../node_modules/.cache', `playfield-prerender-${process.pid}`);
      try {
        await build({
          configFile,
          logLevel: 'warn',
          build: { ssr: entry, outDir: serverDir, emptyOutDir: true, minify: false, copyPublicDir: false },
        });
        const server = (await import(
          pathToFileURL(join(serverDir, 'render-page.js')).href
        )) as PrerenderEntry;
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        const entryChunk = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.isEntry,
        ) as Rolldown.OutputChunk;
        const entryCss = cssOf(bundle, entryChunk.fileName);
        const fontCss = await Promise.all(
          [...entryCss].map((file) => readFile(join(outDir, file), 'utf8')),
        ).then((all) => all.join(''));
        const font = /\/assets\/open-sans-latin-400-normal-[\w-]+\.woff2/.exec(fontCss)?.[0];

        const manifest: PrerenderManifest = { pages: [] };
        await mkdir(join(outDir, 'prerendered'), { recursive: true });
        for (const page of server.landingPages) {
          const body = await server.renderPage(page.renderUrl);
          const files = new Set(entryCss);
          for (const module of page.modules)
            for (const file of cssOf(bundle, chunkOf(bundle, module))) files.add(file);
          const css = (
            await Promise.all([...files].map((file) => readFile(join(outDir, file), 'utf8')))
          ).join('\n');
          const missing = unstyledClasses(body, css);
          if (missing.length > 0)
            throw new Error(`prerender: ${page.name} uses classes with no inlined CSS: ${missing.join(' ')}`);
          manifest.pages.push({
            file: `prerendered/${page.name}.html`,
            path: page.path,
            required: page.required,
            optional: page.optional,
          });
          await writeFile(
            join(outDir, 'prerendered', `${page.name}.html`),
            pageHtml(template, body, css, font, [...files]),
          );
        }
        await writeFile(join(outDir, 'prerendered', 'manifest.json'), JSON.stringify(manifest, null, 2));
        await writeFile(join(outDir, startAfterPaint), startAfterPaintSource);
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * index.html with the page in #root (marked data-prerendered: main.tsx hydrates it), the page's title,
 * its CSS inline instead of the stylesheet links (nothing blocks the first paint, nothing restyles it
 * later) and the body font preloaded (font-display: swap, over a fallback with its metrics).
 */
function pageHtml(
  template: string,
  body: string,
  css: string,
  font: string | undefined,
  inlinedFiles: string[],
): string {
  // React 19 writes a page's <title> where it is rendered: it belongs in the head, once.
  const title = /<title>[^<]*<\/title>/.exec(body)?.[0];
  const content = title ? body.replace(title, '') : body;
  const start = template.indexOf('<div id="root">');
  const end = template.indexOf('<!--/root');
  if (start < 0 || end < 0) throw new Error('prerender: index.html has no <div id="root"> … <!--/root…-->');
  let html = `${template.slice(0, start)}<div id="root" data-prerendered>${content}</div>${template.slice(end)}`;
  html = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
  // The page is painted from the HTML: its scripts make it work, they do not make it visible. They
  // start once it has painted (start-after-paint.js), so on a slow link the first paint does not
  // share the line with 140 KB of JavaScript.
  const scripts = html.match(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g) ?? [];
  for (const tag of scripts) html = html.replace(tag, '');
  html = html.replace(
    '</head>',
    `  <template id="app-scripts">${scripts.join('')}</template>\n    <script defer src="/${startAfterPaint}"></script>\n  </head>`,
  );
  if (title) html = html.replace(/<title>[^<]*<\/title>/, title);
  const preload = font
    ? `<link rel="preload" as="font" type="font/woff2" href="${font}" crossorigin />\n    `
    : '';
  // `optional`, not the stylesheet's `swap`: text the fallback has painted (with Open Sans's metrics,
  // yet not its widths, so lines break elsewhere) is never re-laid out when the font arrives late; a
  // font that is not there at first paint is there, cached, on the next page load.
  const pageCss = css
    .replace(/font-display:\s*swap/g, 'font-display:optional')
    .replace(/<\/style/gi, '<\\/style');
  // The stylesheets inlined above, named by disabled links: a disabled stylesheet is not fetched, and
  // Vite's preload helper skips the CSS of a lazy chunk whose stylesheet link is in the document. The
  // page's chunks then neither download these files again nor wait for them, and the browser does not
  // add the same rules a second time and restyle the painted page (an invite link fetched four to six).
  const inlined = inlinedFiles
    .map((file) => `<link rel="stylesheet" href="/${file}" disabled data-inlined />`)
    .join('');
  return html.replace('</head>', `  ${preload}<style data-page-css>${pageCss}</style>${inlined}\n  </head>`);
}
