/**
 * Headers every response carries, and the cross-origin guard for state-changing requests.
 * Plain TypeScript that Node runs directly (no bundling), shared by dev and production.
 */
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export interface SecurityOptions {
  production: boolean;
  https: boolean;
  /** Origin of an optional analytics script (ANALYTICS_SCRIPT_URL), allowed to load and report. */
  analyticsOrigin?: string;
  /** Payment pages the checkout's form post redirects to (see paymentOrigins). */
  formActionOrigins?: string[];
}

/**
 * The payment providers' pages a placed order redirects to; browsers check a form's redirects
 * against form-action. Mirrors paymentFormActionOrigins in app/lib/payments (this file cannot
 * import app code; a test keeps the two equal).
 */
export function paymentOrigins(env: NodeJS.ProcessEnv): string[] {
  const chosen = new Set([env.PAYMENT_PROVIDER_BRL, env.PAYMENT_PROVIDER_USD].map((value) => (value || 'test').trim().toLowerCase()));
  const origins: string[] = [];
  if (chosen.has('mercadopago')) origins.push('https://www.mercadopago.com.br', 'https://www.mercadopago.com', ...apiOrigin(env.MERCADOPAGO_API_URL));
  if (chosen.has('stripe')) origins.push('https://checkout.stripe.com', ...apiOrigin(env.STRIPE_API_URL));
  return [...new Set(origins)];
}

function apiOrigin(url: string | undefined): string[] {
  const origin = url ? URL.parse(url)?.origin : undefined;
  return origin && origin !== 'null' ? [origin] : [];
}

export function contentSecurityPolicy(nonce: string, { production, https, analyticsOrigin, formActionOrigins = [] }: SecurityOptions): string {
  const connect = ["'self'", analyticsOrigin, production ? '' : 'ws://localhost:*'].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonce'd entry scripts load the route chunks they import.
    `script-src 'nonce-${nonce}' 'strict-dynamic'${production ? '' : " 'unsafe-eval'"}`,
    // Vite injects styles in development; production has one stylesheet.
    `style-src 'self'${production ? ` 'nonce-${nonce}'` : " 'unsafe-inline'"}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formActionOrigins].join(' '),
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

export function securityHeaders(options: SecurityOptions) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.nonce = nonce;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, options));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Only the origin, even to our own requests: a page's address may hold a secret (a reset
    // link's token) that a proxy's log of Referer headers would keep. Origin stays on posts.
    res.setHeader('Referrer-Policy', 'strict-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (options.https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: a state-changing request must come from our own pages. Browsers say where a request
 * comes from (Sec-Fetch-Site, Origin); a request that says another site is refused. Requests
 * that say nothing (non-browser clients) carry no cookies a browser would attach cross-site,
 * since session cookies are SameSite=Lax. Paths in `exempt` (payment webhooks) are signed instead.
 */
export function crossOriginGuard({ appUrl, exempt = [] }: { appUrl: string; exempt?: string[] }) {
  const allowed = new URL(appUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || exempt.some((prefix) => req.path.startsWith(prefix))) return next();
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    const sameOrigin = origin === undefined || origin === allowed || origin === ownOrigin;
    if ((site && site !== 'same-origin' && site !== 'none') || !sameOrigin) {
      res.status(403).type('text/plain').send('Cross-origin request refused.');
      return;
    }
    next();
  };
}

/**
 * Addresses that are never a page of ours answer 400 here rather than fail deeper:
 * - a NUL or other control character (raw or percent-encoded): PostgreSQL refuses NUL in text;
 * - a path whose percent-escapes do not decode ("/book/%E0%A4%A", "/catalog/%zz"): the router
 *   would answer 404 and write two warnings to the log for each such request.
 */
export function malformedAddressGuard() {
  // The page's language is not known yet: both, Portuguese (the site's default) first.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  const control = /[\u0000-\u001f\u007f]|%(0[0-9a-f]|1[0-9a-f]|7f)/i;
  return (req: Request, res: Response, next: NextFunction) => {
    if (control.test(req.originalUrl)) {
      res
        .status(400)
        .type('text/plain; charset=utf-8')
        .send('Endereço inválido: ele contém um caractere de controle.\nBad request: the address holds a control character.\n');
      return;
    }
    try {
      decodeURIComponent(req.path);
    } catch {
      res
        .status(400)
        .type('text/plain; charset=utf-8')
        .send('Endereço inválido: ele contém um escape de porcentagem quebrado.\nBad request: the address holds a broken percent-escape.\n');
      return;
    }
    next();
  };
}

/**
 * One address per page. A trailing slash ("/catalog/") or a capital in the leading word
 * ("/Catalog", "/EN/Blog") answers 301 to the one address, with the query, so neither serves a
 * duplicate (React Router matches paths whatever their case). Only the leading words are ever
 * lower-cased: they name sections, while later segments may be case-sensitive codes and tokens.
 * The target is always a path on this site ("//x/" → "/x").
 */
export function canonicalPathRedirect() {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/') return next();
    const segments = req.path.replace(/^\/+/, '').replace(/\/+$/, '').split('/');
    const leading = segments[0]?.toLowerCase() === 'en' ? 2 : 1;
    const canonical = `/${segments.map((segment, i) => (i < leading ? segment.toLowerCase() : segment)).join('/')}`;
    if (canonical === req.path) return next();
    const queryAt = req.originalUrl.indexOf('?');
    res.redirect(301, canonical + (queryAt >= 0 ? req.originalUrl.slice(queryAt) : ''));
  };
}
