import { type ComponentType, use, useEffect, useId, useRef, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";

/**
 * Islands: parts of a server-rendered page whose code stays out of the page's first load.
 *
 * React hydrates a whole page, so everything a page renders is normally in its JavaScript.
 * An island is rendered by the server like the rest, but when the browser hydrates the page
 * React is told to keep the island's HTML as it is (an element whose content React does not
 * own), and the island's code is loaded only when it is needed:
 *
 * - `hydrate="never"` (static content: text, links, cards): never, for this page view. Its
 *   links are then plain links (a click loads the next page from the server).
 * - `hydrate="on-use"` (a form): when the visitor starts to use it (a pointer, key, focus or
 *   input inside it). The code is loaded and the island is hydrated in a React root of its
 *   own, which React Router's updates of the page never touch. A submit that comes before
 *   that is held (no native submission with the fields in the URL) and made again once the
 *   island is live, so that its own validation and sending run. Such a root has no React
 *   Router context: an on-use island must not need one.
 *
 * Rendered by the browser itself (a client-side navigation, or new data for a static
 * island), an island is an ordinary part of the page: its code is loaded first (the
 * navigation waits for it, as for the route's own module) and rendered in place.
 *
 * An island's content must render the same on the server and in the browser (no `useId`).
 */
export type IslandComponent<Props> = {
  load: () => Promise<ComponentType<Props>>;
  loaded: () => ComponentType<Props> | undefined;
};

/** Describes an island's component, imported on demand: `island(() => import("./x").then(…))`. */
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

/** Events that show a visitor starting to use a part of the page. */
const USE_EVENTS = ["pointerdown", "keydown", "focusin", "input", "change"] as const;

const onServer = () => typeof document === "undefined";

/** Whether the data (not the callbacks) of two prop sets are the same. */
function sameData(a: object, b: object) {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    if (typeof left[key] === "function" && typeof right[key] === "function") continue;
    if (!Object.is(left[key], right[key])) return false;
  }
  return true;
}

type IslandProps<Props> = {
  component: IslandComponent<Props>;
  hydrate?: "never" | "on-use";
} & Props;

export function Island<Props extends object>({
  component,
  hydrate = "never",
  ...rest
}: IslandProps<Props>) {
  const props = rest as unknown as Props;
  const id = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const latestProps = useRef(props);
  latestProps.current = props;
  const subRoot = useRef<Root | null>(null);
  // The island root is told once it has hydrated; what to do then is set by the effect below.
  const whenReady = useRef<() => void>(() => {});
  const [notifyReady] = useState(() => () => whenReady.current());
  // Decided at the first render: the box is in the document already only when this render
  // hydrates the server's HTML.
  const [serverProps] = useState(() =>
    !onServer() && document.getElementById(id) !== null ? props : null,
  );
  const [dataChanged, setDataChanged] = useState(false);
  const keepServerHtml =
    serverProps !== null &&
    !dataChanged &&
    (subRoot.current !== null || sameData(serverProps, props));
  if (serverProps !== null && !dataChanged && !keepServerHtml) setDataChanged(true);

  useEffect(() => {
    const box = boxRef.current;
    if (!keepServerHtml || hydrate !== "on-use" || !box || subRoot.current) return;
    let cancelled = false;
    let live = false;
    let heldForm: HTMLFormElement | null = null;
    whenReady.current = () => {
      live = true;
      const form = heldForm;
      heldForm = null;
      // Hydrated: the same form element now runs React's submit handler.
      if (form?.isConnected) form.requestSubmit();
    };
    const goLive = () => {
      void component.load().then((Component) => {
        if (cancelled || subRoot.current) return;
        subRoot.current = hydrateRoot(
          box,
          <IslandRoot Component={Component} props={latestProps.current} onReady={notifyReady} />,
        );
      });
    };
    const inside = (event: Event) => event.target instanceof Node && box.contains(event.target);
    const onUse = (event: Event) => {
      if (inside(event)) goLive();
    };
    const onSubmit = (event: Event) => {
      if (live || !inside(event)) return;
      event.preventDefault();
      heldForm = event.target instanceof HTMLFormElement ? event.target : null;
      goLive();
    };
    for (const type of USE_EVENTS) window.addEventListener(type, onUse, true);
    window.addEventListener("submit", onSubmit, true);
    return () => {
      cancelled = true;
      for (const type of USE_EVENTS) window.removeEventListener(type, onUse, true);
      window.removeEventListener("submit", onSubmit, true);
    };
  }, [keepServerHtml, hydrate, component, notifyReady]);

  // A live island follows the page's props.
  useEffect(() => {
    const root = subRoot.current;
    const Component = component.loaded();
    if (root && Component) {
      root.render(<IslandRoot Component={Component} props={props} onReady={notifyReady} />);
    }
  });

  // Its root goes with it (after React has finished with this commit).
  useEffect(
    () => () => {
      const root = subRoot.current;
      subRoot.current = null;
      if (root) setTimeout(() => root.unmount());
    },
    [],
  );

  if (keepServerHtml) {
    return (
      <div
        key="server"
        ref={boxRef}
        id={id}
        className="contents"
        // Keeps the server's HTML: React does not look inside an element it was told holds
        // foreign HTML, and an unchanged empty string never rewrites it.
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; see above
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    );
  }
  const Component = component.loaded() ?? use(component.load());
  return (
    <div key="browser" id={id} className="contents">
      <Component {...props} />
    </div>
  );
}

function IslandRoot<Props extends object>({
  Component,
  props,
  onReady,
}: {
  Component: ComponentType<Props>;
  props: Props;
  onReady: () => void;
}) {
  useEffect(() => {
    onReady();
  }, [onReady]);
  return <Component {...props} />;
}
