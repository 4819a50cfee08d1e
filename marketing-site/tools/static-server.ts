import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { SITE_LINK_PREFIX } from '../../src/contracts/site-links.ts';

// A stand-in for the real server's static handling of the two marketing builds, for audits and
// screenshots without a database: Host picks the site, directories serve index.html, unknown paths get
// the site's 404.html with status 404, text is gzipped and hashed assets are cached for a year.

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const compressible = new Set(['.html', '.css', '.js', '.json', '.svg', '.txt', '.xml']);

export interface MarketingDirs {
  readonly about: string;
  readonly operator: string;
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}

async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isDirectory() ?? false;
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  status: number,
  urlPath: string,
): void {
  const ext = extname(file);
  res.statusCode = status;
  res.setHeader('Content-Type', types[ext] ?? 'application/octet-stream');
  res.setHeader(
    'Cache-Control',
    urlPath.startsWith('/_astro/')
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate',
  );
  const gzip = compressible.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) {
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

async function handle(dirs: MarketingDirs, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const host = String(req.headers.host ?? '').toLowerCase();
  const root = resolve(host.startsWith('about.') ? dirs.about : dirs.operator);
  const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  // Links between the sites, as the real server resolves them: the other host on this port. Links into
  // the app find no app here and get the 404 page.
  const between = new RegExp(`^${SITE_LINK_PREFIX}/(about|operator)(/.*)?$`).exec(urlPath);
  if (between) {
    const port = /:(\d+)$/.exec(host)?.[1];
    const other = between[1] === 'about' ? 'about.localhost' : 'play.localhost';
    const location = new URL(`http://${other}${port ? `:${port}` : ''}`);
    location.pathname = between[2] ?? '/';
    res.writeHead(302, { Location: location.href }).end();
    return;
  }
  const target = normalize(join(root, urlPath));
  if (target !== root && !target.startsWith(root + sep)) {
    res.writeHead(400).end();
    return;
  }
  if (await isDirectory(target)) {
    if (!urlPath.endsWith('/')) {
      res.writeHead(301, { Location: `${urlPath}/` }).end();
      return;
    }
    if (await isFile(join(target, 'index.html')))
      return send(req, res, join(target, 'index.html'), 200, urlPath);
  } else if (await isFile(target)) {
    return send(req, res, target, 200, urlPath);
  } else if (await isFile(`${target}.html`)) {
    return send(req, res, `${target}.html`, 200, urlPath);
  }
  send(req, res, join(root, '404.html'), 404, urlPath);
}

/** Serves both builds on one port of 127.0.0.1; resolves with the server and its port. */
export async function startMarketingServer(
  dirs: MarketingDirs,
  port = 0,
): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    handle(dirs, req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { server, port: (server.address() as AddressInfo).port };
}
