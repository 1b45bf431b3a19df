import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { InwardAddress, inwardReason, publicLookup } from './publicAddress.ts';

/**
 * The one way the commands (import, citations, previews) reach the web: only public addresses, checked
 * before connecting and after every redirect, the connection made to the address checked.
 */

/** A request refused before it was made: never sent, whatever the answer would have been. */
export class FetchRefused extends Error {}

/** At most this many redirects are followed (a sixth is refused). */
export const maxRedirects = 5;
const redirects = new Set([301, 302, 303, 307, 308]);

export interface PublicRequest {
  accept: string;
  userAgent: string;
  signal: AbortSignal;
  /**
   * Origins reached without the address check (`http://127.0.0.1:4321`), as written. Only tests pass it,
   * for the local server that plays the services; no command does, so no file or answer can widen it.
   */
  trustedOrigins?: readonly string[];
}

export interface PublicAnswer {
  status: number;
  statusText: string;
  header: (name: string) => string | undefined;
  body: IncomingMessage;
  /** Where the answer came from, after any redirects. */
  url: string;
}

/** Why `url` may not be asked, or undefined; `first`: the address the owner wrote, not a redirect's. */
function refusal(url: URL, first: boolean, trusted: boolean): string | undefined {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `${url.protocol} is not https:`;
  if (trusted) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const what = isIP(host) ? inwardReason(host) : undefined;
  if (what) return `${url.host} is ${what}`;
  if (url.protocol === 'http:' && !first) return `a redirect to http://${url.host} (not https:)`;
  return undefined;
}

/** One GET, no redirect followed. */
function once(url: URL, options: PublicRequest, trusted: boolean): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const sent = request(url, {
      headers: { Accept: options.accept, 'User-Agent': options.userAgent },
      signal: options.signal,
      // A fresh connection each time: a pooled socket would skip the lookup that checks the address.
      agent: false,
      ...(trusted ? {} : { lookup: publicLookup }),
    });
    sent.on('response', resolve);
    sent.on('error', (error) =>
      reject(error instanceof InwardAddress ? new FetchRefused(`refused: ${error.message}: not fetched`) : error),
    );
    sent.end();
  });
}

/** GET `address`, following at most five redirects, each to a public https: address. */
export async function fetchPublic(address: string, options: PublicRequest): Promise<PublicAnswer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchRefused(`"${address}" is not an address: not fetched`);
  }
  for (let hop = 0; ; hop++) {
    const trusted = options.trustedOrigins?.includes(url.origin) ?? false;
    const refused = refusal(url, hop === 0, trusted);
    if (refused) throw new FetchRefused(`refused: ${refused}: not fetched`);
    const response = await once(url, options, trusted);
    const location = response.headers.location;
    if (!redirects.has(response.statusCode ?? 0) || !location) {
      const header = (name: string) => {
        const value = response.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(', ') : value;
      };
      return {
        status: response.statusCode ?? 0,
        statusText: response.statusMessage ?? '',
        header,
        body: response,
        url: url.href,
      };
    }
    response.resume();
    if (hop >= maxRedirects)
      throw new FetchRefused(`refused: more than ${maxRedirects} redirects from ${new URL(address).host}: not fetched`);
    url = new URL(location, url);
  }
}
