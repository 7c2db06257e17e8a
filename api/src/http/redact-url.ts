import { contract, type RouteDef } from '@cum/shared/contract';

// Mailed links and the bot login link carry their secret in the URL (`?token=`, `/link/:token`):
// whoever reads a log line with one takes the account over. Every logged URL goes through here.

const REDACTED = '[REDACTED]';
// Any query parameter whose name holds "token" (token, access_token, ...), value up to & or #.
const TOKEN_PARAM = /([?&][^=&#]*token[^=&#]*=)[^&#]*/gi;

/** The contract's paths with a `:token` segment, as patterns matching that segment. */
const TOKEN_PATHS: RegExp[] = Object.values(contract)
  .flatMap((area) => Object.values(area as Record<string, RouteDef>))
  .filter((route) => /\/:token(?=\/|$)/.test(route.path))
  .map((route) => {
    const [before = '', after = ''] = route.path.split(':token');
    const part = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/?#]+');
    return new RegExp(`^(${part(before)})[^/?#]+(?=${part(after)}(?:[?#]|$))`);
  });

/** `url` with every token query parameter and every `:token` path segment replaced by [REDACTED]. */
export function redactUrlSecrets(url: string): string {
  let out = url.replace(TOKEN_PARAM, `$1${REDACTED}`);
  for (const pattern of TOKEN_PATHS) out = out.replace(pattern, `$1${REDACTED}`);
  return out;
}

/** Fastify's own request log fields, with the URL redacted. */
export function requestLogSerializer(req: {
  method: string;
  url: string;
  headers?: Record<string, unknown>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined };
}) {
  return {
    method: req.method,
    url: redactUrlSecrets(req.url),
    version: typeof req.headers?.['accept-version'] === 'string' ? req.headers['accept-version'] : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
