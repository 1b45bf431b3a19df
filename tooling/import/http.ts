import { hostOf } from './endpoints.ts';
import { fetchPublic, FetchRefused, type PublicAnswer } from './fetchPublic.ts';

/** A failure for one id, said as the owner reads it: which id, and what happened. */
export class ImportFailure extends Error {}

/** How requests are made: retries after a 429, and the limits on each answer. */
export interface RetryPolicy {
  /** Retries after a 429 (or a 503 that says when to come back). */
  attempts: number;
  /** The longest wait honoured, in ms (a service asking for more is waited this long). */
  maxWaitMs: number;
  /** The longest a request may take, answer included, in ms (30 s). */
  timeoutMs?: number;
  /** The largest answer read, in bytes (5 MB: an ORCID list of some 2,500 works, a DBLP export of some 10,000). */
  maxBytes?: number;
  /** Called before each wait, for the run's log. */
  onWait?: (message: string) => void;
  /** Tests only: the local server's origin, reached without the public-address check (fetchPublic.ts). */
  trustedOrigins?: readonly string[];
}

export const defaultRetry: RetryPolicy = { attempts: 3, maxWaitMs: 60_000, timeoutMs: 30_000, maxBytes: 5_000_000 };

/** Retry-After as seconds or an HTTP date, in ms; a second when it is missing or unreadable. */
function retryAfterMs(header: string | null): number {
  if (header && /^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = header ? Date.parse(header) : NaN;
  return Number.isNaN(date) ? 1000 : Math.max(0, date - Date.now());
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** Why a request never got an answer, from the error's code (ENOTFOUND, ECONNREFUSED) or the timeout. */
function unreachable(error: unknown, url: string, signal: AbortSignal): ImportFailure {
  if (error instanceof FetchRefused) return new ImportFailure(error.message);
  const code = (error as { code?: string }).code;
  const detail = signal.aborted ? 'timed out' : (code ?? (error instanceof Error ? error.message : String(error)));
  return new ImportFailure(`no network: could not reach ${hostOf(url)} (${detail})`);
}

/** The body's bytes, read no further than `maxBytes`; a body that stalls ends with the request's signal. */
async function bodyOf(
  response: PublicAnswer,
  url: string,
  maxBytes: number,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const tooLarge = () =>
    new ImportFailure(`${hostOf(url)}’s answer is larger than ${Math.round(maxBytes / 1_000_000)} MB: not read`);
  if (Number(response.header('content-length')) > maxBytes) {
    response.body.destroy();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        response.body.destroy();
        throw tooLarge();
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ImportFailure) throw error;
    if (signal.aborted) throw new ImportFailure(`${hostOf(url)} sent no complete answer within ${seconds(timeoutMs)}`);
    throw new ImportFailure(`${hostOf(url)}’s answer broke off (${error instanceof Error ? error.message : error})`);
  }
  return Buffer.concat(chunks);
}

export interface Answer {
  status: number;
  text: string;
  url: string;
}

/** An answer as bytes (a picture), with the type the server says it is. */
export interface BytesAnswer {
  status: number;
  body: Buffer;
  contentType: string;
  url: string;
}

/**
 * GET with the given Accept header. A 429 is waited out as the service asks (Retry-After, capped) and
 * asked again a few times; 404 and 410 come back as answers for the caller to name; any other error
 * status, or no answer at all, is a failure naming the host.
 */
export async function get(url: string, accept: string, retry: RetryPolicy = defaultRetry): Promise<Answer> {
  const { status, body, url: answered } = await getBytes(url, accept, retry);
  return { status, text: body.toString('utf8'), url: answered };
}

/** `get`, the body kept as bytes. */
export async function getBytes(url: string, accept: string, retry: RetryPolicy = defaultRetry): Promise<BytesAnswer> {
  const timeoutMs = retry.timeoutMs ?? defaultRetry.timeoutMs!;
  for (let attempt = 0; ; attempt++) {
    let response: PublicAnswer;
    // One signal for the request and its body: a body that stalls after the headers is cut at the same time.
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      response = await fetchPublic(url, {
        accept,
        userAgent: 'research-portfolio-import/1.0 (npm run import)',
        signal,
        ...(retry.trustedOrigins ? { trustedOrigins: retry.trustedOrigins } : {}),
      });
    } catch (error) {
      throw unreachable(error, url, signal);
    }
    const limited =
      response.status === 429 || (response.status === 503 && response.header('retry-after') !== undefined);
    if (limited) {
      response.body.destroy();
      if (attempt >= retry.attempts) {
        throw new ImportFailure(`${hostOf(url)} still answered ${response.status} after ${retry.attempts} retries`);
      }
      const asked = retryAfterMs(response.header('retry-after') ?? null);
      const wait = Math.min(asked, retry.maxWaitMs);
      retry.onWait?.(
        `${hostOf(url)} answered ${response.status}, asking to wait ${Math.ceil(asked / 1000)} s: retry ${attempt + 1} of ${retry.attempts}${wait < asked ? ` after ${wait} ms` : ''}`,
      );
      await sleep(wait);
      continue;
    }
    const body = await bodyOf(response, url, retry.maxBytes ?? defaultRetry.maxBytes!, timeoutMs, signal);
    const ok = response.status >= 200 && response.status < 300;
    if (ok || response.status === 404 || response.status === 410) {
      const contentType = response.header('content-type') ?? '';
      return { status: response.status, body, contentType, url: response.url };
    }
    throw new ImportFailure(`${hostOf(url)} answered ${response.status} ${response.statusText}`.trim());
  }
}
