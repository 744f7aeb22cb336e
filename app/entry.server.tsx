import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import { NonceProvider } from "./lib/nonce";
import { startScriptsAfterPaint } from "./lib/scripts-after-paint";

export const streamTimeout = 5_000;

/**
 * Pages are rendered completely before the first byte is sent (onAllReady): every
 * visitor and crawler gets the whole text, and the page is sent, and cached, as one piece.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          // Written whole, the page is one body: one write to the socket instead of one per
          // chunk of React's through two stream conversions (issue 36: a deal page's CPU).
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(
                new Response(startScriptsAfterPaint(Buffer.concat(chunks), nonce), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
              callback();
            },
          });
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}

/** The server answers /deal with this in production, without React Router (ADR 056). */
export { renderDealDocument } from "./routes/public/deal.server";
