import { type ComponentType, useEffect, useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { LazyToaster } from "~/components/ui/lazy-toaster";
import { HELD_SUBMITS, type HeldSubmits, type LiveIslandComponent } from "./islands";

declare global {
  interface Window {
    [HELD_SUBMITS]?: HeldSubmits;
  }
}

/** Events that show a visitor starting to use a part of the page. */
const USE_EVENTS = ["pointerdown", "keydown", "focusin", "input", "change"] as const;

/**
 * Brings a server-rendered public page's live islands to life (see `./islands`): each box the
 * server marked with `data-island` is hydrated in a React root of its own, from the props the
 * server wrote beside it, at once (`load`) or when the visitor first uses it (`on-use`). A form
 * the visitor sent before this ran (held by the page's starter) is sent again once its island
 * is live.
 */
export function hydrateIslands(islands: readonly LiveIslandComponent<object>[]) {
  const byName = new Map(islands.map((island) => [island.name, island]));
  const held = window[HELD_SUBMITS];
  held?.release();
  const hydrating: Promise<void>[] = [];
  for (const box of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const island = byName.get(box.dataset.island ?? "");
    if (!island) continue;
    const props = JSON.parse(box.dataset.props ?? "{}") as object;
    const heldForm = held?.forms.find((form) => box.contains(form)) ?? null;
    if (box.dataset.hydrate === "on-use") hydrateOnUse(box, island, props, heldForm);
    else
      hydrating.push(
        new Promise((ready) =>
          hydrate(box, island, props, () => {
            ready();
            sendAgain(heldForm);
          }),
        ),
      );
  }
  // Said on the document once the page's `load` islands are live (the browser tests wait for it).
  void Promise.all(hydrating).then(() => {
    document.documentElement.dataset.islands = "live";
  });
}

/** Hydrated, the same form element runs React's submit handler. */
function sendAgain(form: HTMLFormElement | null) {
  if (form?.isConnected) form.requestSubmit();
}

async function hydrate(
  box: HTMLElement,
  island: LiveIslandComponent<object>,
  props: object,
  onReady: () => void = () => {},
) {
  const Component = await island.load();
  showToasts();
  hydrateRoot(box, <IslandRoot Component={Component} props={props} onReady={onReady} />);
}

/**
 * Hydrates a form when the visitor starts to use it. A submit that comes before that is held
 * (no native submission putting the fields in the URL) and made again once the form is live,
 * so that its own validation and sending run; what was typed meanwhile is kept, because the
 * forms start from the fields' values.
 */
function hydrateOnUse(
  box: HTMLElement,
  island: LiveIslandComponent<object>,
  props: object,
  sentBefore: HTMLFormElement | null,
) {
  let waking = false;
  let live = false;
  let heldForm = sentBefore;
  const wake = () => {
    if (waking) return;
    waking = true;
    for (const type of USE_EVENTS) box.removeEventListener(type, wake, true);
    void hydrate(box, island, props, () => {
      live = true;
      const form = heldForm;
      heldForm = null;
      sendAgain(form);
    });
  };
  for (const type of USE_EVENTS) box.addEventListener(type, wake, true);
  if (sentBefore) wake();
  box.addEventListener(
    "submit",
    (event) => {
      if (live) return;
      event.preventDefault();
      heldForm = event.target instanceof HTMLFormElement ? event.target : null;
      wake();
    },
    true,
  );
}

let toasterShown = false;

/** The notification area the islands' toasts go to (loaded with the first toast). */
function showToasts() {
  if (toasterShown) return;
  toasterShown = true;
  const area = document.createElement("div");
  document.body.append(area);
  createRoot(area).render(<LazyToaster />);
}

function IslandRoot({
  Component,
  props,
  onReady,
}: {
  Component: ComponentType<object>;
  props: object;
  onReady: () => void;
}) {
  // The island's own effects may set its state as it wakes (a deck file picked before its code
  // arrived is taken over); a form sent before must be sent again only once that state is
  // rendered, or its handler reads the state from before and sends without the file.
  const [woken, setWoken] = useState(false);
  useEffect(() => {
    setWoken(true);
  }, []);
  useEffect(() => {
    if (woken) onReady();
  }, [woken, onReady]);
  return <Component {...props} />;
}
