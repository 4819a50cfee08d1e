import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

const policy = helmet.contentSecurityPolicy({
  directives: {
    'script-src': ["'self'", ...RECAPTCHA],
    'frame-src': ["'self'", ...RECAPTCHA],
    'connect-src': ["'self'", 'ws:', 'wss:'],
    'img-src': ["'self'", 'data:', 'blob:'],
  },
});

const isJson = (res: Response) =>
  /^application\/(?:[\w.+-]+\+)?json\b/i.test(String(res.getHeader('content-type') ?? ''));

/**
 * The Content-Security-Policy header (helmet's defaults with the app's sources) on what a browser may
 * render: pages, the SPA, files, error pages, an HTML answer of the API (the reference, the test
 * checkout). A JSON answer is never rendered as a document, so it goes without the policy's half a
 * kilobyte (issue 17's profile of the reads). Decided when the headers are written, once the type is
 * known, whoever answers.
 */
export const pageSecurityPolicy: RequestHandler = (req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    if (!isJson(this)) policy(req, this, () => {});
    return writeHead.apply(this, args);
  } as Response['writeHead'];
  next();
};
