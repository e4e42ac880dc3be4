import { type LookupAddress, lookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent } from 'undici';
import { isAllowedHost, isInternalAddress, literalAddressOf } from './addresses.js';

/** Why a connection to an agency's provider was not made; it reaches the SDK as a failed fetch. */
class InternalAddressRefused extends Error {
  constructor(host: string) {
    super(`${host} is an internal address`);
  }
}

/** A failed fetch, as the AI SDK recognises one: it then reports that the provider could not be reached. */
const fetchFailed = (cause: Error) => new TypeError('fetch failed', { cause });

/**
 * Resolves a host name as usual, but refuses it when any of its addresses is internal. Asked when the
 * connection is made, with what it connects to, so an answer that changes after a check (DNS rebinding)
 * cannot lead inside.
 */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) {
      callback(error, '');
      return;
    }
    const [first] = addresses;
    if (!first || addresses.some((address) => isInternalAddress(address.address))) {
      callback(new InternalAddressRefused(hostname), '');
      return;
    }
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  });
};

/**
 * The fetch an agency's own provider is called with. It connects only to public addresses, except at
 * the hosts the operator allows (AGENCY_AI_HTTP_HOSTS), and never follows a redirect: an answer of 3xx
 * is a failed call, so a public address cannot send the call on to an internal one.
 */
export function providerFetch(allowedHosts: readonly string[]): typeof globalThis.fetch {
  const publicOnly = new Agent({ connect: { lookup: publicLookup } });
  const allowed = new Agent();
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const trusted = isAllowedHost(url, allowedHosts);
    // An address written out is connected to without a lookup, so it is checked here.
    const literal = literalAddressOf(url);
    if (!trusted && literal !== null && isInternalAddress(literal)) {
      return Promise.reject(fetchFailed(new InternalAddressRefused(url.hostname)));
    }
    // Node's fetch takes a dispatcher of the undici it is built on (the same major version as ours).
    const options: RequestInit & { dispatcher: Agent } = {
      ...init,
      redirect: 'manual',
      dispatcher: trusted ? allowed : publicOnly,
    };
    return fetch(input, options);
  };
}
