import { useContext } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * A route's `handle` can say that its pages run only their live islands in the browser
 * (`{ scripts: "islands" }`, the public layout; ADR 043) instead of React Router's client.
 */
export type PageScripts = { scripts: "islands" };

/** Whether the page being rendered runs only its islands in the browser. */
export function useIslandsOnly() {
  return useMatches().some(
    (match) => (match.handle as Partial<PageScripts> | undefined)?.scripts === "islands",
  );
}

/**
 * The scripts of a page that runs only its islands: the same client entry React Router would
 * start, which finds no router context and hydrates the islands (`app/entry.client.tsx`), with
 * the modules it imports preloaded. None of React Router's own scripts or data.
 */
export function IslandScripts({ nonce }: { nonce?: string }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  if (!framework) return null;
  const { entry } = framework.manifest;
  return (
    <>
      {[...entry.imports, entry.module].map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce} />
      ))}
      <script type="module" src={entry.module} nonce={nonce} />
    </>
  );
}
