import { type ComponentType, use } from "react";

/**
 * Islands: the parts of a public page that run in the browser (ADR 043).
 *
 * A public page is server-rendered and never hydrated as a whole: the browser gets React DOM
 * and the page's live islands, not React Router (`app/entry.client.tsx`). The server renders
 * every island like the rest of the page; what happens in the browser depends on its kind:
 *
 * - a static island (`island(…)`, the default `<Island>`): text, links and cards. Nothing runs
 *   for it in the browser; its links are plain links.
 * - a live island (`liveIsland("name", …)` with `hydrate`): the server marks its box with its
 *   name and its props (`data-island`, `data-props`), and the browser hydrates it in a React
 *   root of its own, with `hydrate="load"` (the header's menu) as soon as the page has loaded
 *   and with `hydrate="on-use"` (a form) when the visitor starts to use it
 *   (`app/lib/island-hydration.tsx`).
 *
 * A live island has no React Router context, its props must survive JSON, and its content
 * must render the same on the server and in the browser (no `useId`).
 *
 * Rendered by the browser itself (the admin's client-side navigation to a public page), an
 * island is an ordinary part of the page: its code is loaded first, and the navigation waits
 * for it as it waits for the route's own module.
 */
export type IslandComponent<Props> = {
  load: () => Promise<ComponentType<Props>>;
  loaded: () => ComponentType<Props> | undefined;
};

/** A live island: named, so that the browser finds its code from its box. */
export type LiveIslandComponent<Props> = IslandComponent<Props> & { name: string };

/** Describes a static island's component, imported on demand: `island(() => import(…))`. */
export function island<Props>(
  importComponent: () => Promise<ComponentType<Props>>,
): IslandComponent<Props> {
  let component: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  return {
    load: () => {
      loading ??= importComponent().then((loaded) => {
        component = loaded;
        return loaded;
      });
      return loading;
    },
    loaded: () => component,
  };
}

/** Describes a live island; `name` is how `app/entry.client.tsx` finds it. */
export function liveIsland<Props>(
  name: string,
  importComponent: () => Promise<ComponentType<Props>>,
): LiveIslandComponent<Props> {
  return { ...island(importComponent), name };
}

/**
 * Where a page keeps the submits made in a live island before its scripts ran (the inline
 * starter of `./page-scripts` holds them, `./island-hydration` takes them over): a form sent by
 * the browser itself would put what the visitor typed in the address.
 */
export const HELD_SUBMITS = "__heldIslandSubmits";
export type HeldSubmits = { forms: HTMLFormElement[]; release: () => void };

/** When a live island's code is loaded and it is hydrated. */
export type IslandHydration = "load" | "on-use";

type IslandProps<Props> =
  | ({ component: IslandComponent<Props>; hydrate?: undefined } & Props)
  | ({ component: LiveIslandComponent<Props>; hydrate: IslandHydration } & Props);

export function Island<Props extends object>({ component, hydrate, ...rest }: IslandProps<Props>) {
  const props = rest as unknown as Props;
  const Component = component.loaded() ?? use(component.load());
  if (!hydrate) {
    return (
      <div className="contents">
        <Component {...props} />
      </div>
    );
  }
  return (
    <div
      className="contents"
      data-island={(component as LiveIslandComponent<Props>).name}
      data-hydrate={hydrate}
      data-props={JSON.stringify(props)}
    >
      <Component {...props} />
    </div>
  );
}
