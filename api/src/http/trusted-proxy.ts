import { BlockList, isIPv6 } from 'node:net';
import type { Config } from '../config.ts';

// proxy-addr's keywords, which TRUST_PROXY accepts in its address list.
const KEYWORDS: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};
// A hop count names no addresses: a proxy in front of us is on this host or a private network
// (docker's bridge, a VPC), so only such a peer may speak for a client.
const PRIVATE = [
  ...(KEYWORDS.loopback ?? []),
  ...(KEYWORDS.linklocal ?? []),
  ...(KEYWORDS.uniquelocal ?? []),
];

function blockList(entries: string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => KEYWORDS[e] ?? [e])) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    try {
      if (bits) list.addSubnet(address, Number(bits), type);
      else list.addAddress(address, type);
    } catch {
      // The config's pattern lets through a few strings BlockList refuses; they match nothing.
    }
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(?=\d+\.)/, '');
    return list.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/**
 * Whether a TCP peer is a proxy TRUST_PROXY trusts: an address of the list, or for a hop count a
 * loopback or private address. Such a peer may set the client's address (X-Forwarded-For) and may
 * hold many connections (it carries many clients); with TRUST_PROXY=false nobody is.
 */
export function trustedProxyPeer(trust: Config['trustProxy']): (address: string) => boolean {
  if (trust === false) return () => false;
  return blockList(Array.isArray(trust) ? trust : PRIVATE);
}

/**
 * Fastify's trustProxy. A hop count believes the n nearest hops only when the TCP peer (hop 0) is a
 * trusted proxy: from a public peer (the port reached directly) X-Forwarded-For is ignored.
 */
export function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  const peerTrusted = trustedProxyPeer(trust);
  return (address: string, hop: number) => hop < trust && (hop > 0 || peerTrusted(address));
}
