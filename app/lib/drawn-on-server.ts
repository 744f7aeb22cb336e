import type { AppLoadContext } from "react-router";

type LoaderArgs<Params> = { context: AppLoadContext; params: Params };

/**
 * An admin screen's `loader` (ADR 055): the first page a browser loads is drawn on the server with
 * the screen's record, as the API answers `apiPathOf(params)` for the session, so that the largest
 * paint is the record itself rather than a spinner waiting for the scripts to ask for it. No path
 * (an address that names no record), or any answer but 200, draws what the client would.
 */
export const drawnOnServer =
  <T, Params>(apiPathOf: (params: Params) => string | undefined) =>
  async ({ context, params }: LoaderArgs<Params>): Promise<{ drawn: T | undefined }> => {
    const path = apiPathOf(params);
    return { drawn: path === undefined ? undefined : await context.adminApi<T>(path) };
  };

/**
 * The same screen's `clientLoader`: moving between screens, the record is the client's query
 * (fetched on intent from a list row), and the server is not asked for the page again.
 */
export const drawnOnClient = () => ({ drawn: undefined });
