// The development sign-in headers (x-telegram-*) name any user: they are for a developer on this
// machine only. A loopback peer alone does not prove that: tunnels (cloudflared, ngrok) and local
// reverse proxies connect from loopback too. They announce themselves with a proxy header or carry
// the public host name in Host, so either one refuses the headers.

const PROXY_HEADERS = ['forwarded', 'x-real-ip', 'cf-connecting-ip', 'true-client-ip', 'via'];
const LOCAL_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

const isLoopbackPeer = (address: string | undefined) =>
  !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/** True when the request came straight from this machine: loopback peer, local Host, no proxy header. */
export function isDirectLocalRequest(req: {
  socket: { remoteAddress?: string | undefined };
  headers: Record<string, unknown>;
}): boolean {
  if (!isLoopbackPeer(req.socket.remoteAddress)) return false;
  const names = Object.keys(req.headers);
  if (names.some((n) => n.startsWith('x-forwarded-') || PROXY_HEADERS.includes(n))) return false;
  const host = req.headers.host;
  return typeof host === 'string' && LOCAL_HOST.test(host);
}
