import { type ComponentType, lazy, Suspense, useState } from "react";

/** Draws `dialog` from when it first opens on; nothing before, as a closed dialog draws. */
function WhenOpen<Props extends object>({
  dialog: Dialog,
  open,
  props,
}: {
  dialog: ComponentType<Props>;
  open: boolean;
  props: Props;
}) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  ) : null;
}

/**
 * A dialog whose code (Radix's, and its own) loads when it first opens (ADR 052), so no screen's
 * first load carries it: until then it draws nothing, as a closed dialog does. `intent` is for
 * the button that opens it: the code is fetched when that button is pointed at, focused or
 * touched, before it is pressed (as the navigation drawer's). Once opened it stays mounted, so
 * it closes, and opens again, as it always did.
 */
export function loadWhenOpen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
) {
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadDialog = () => {
    loading ??= load();
    return loading;
  };
  const dialog = lazy(() => loadDialog().then((component) => ({ default: component })));
  const fetchDialog = () => void loadDialog();
  const draw = (props: Props) => <WhenOpen dialog={dialog} open={isOpen(props)} props={props} />;
  return Object.assign(draw, {
    intent: { onPointerEnter: fetchDialog, onFocus: fetchDialog, onTouchStart: fetchDialog },
  });
}

/** For the button that opens a dialog loaded on open: fetches the dialog's code ahead. */
export type OpenIntent = ReturnType<typeof loadWhenOpen>["intent"];
