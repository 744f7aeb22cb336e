import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * Unsaved changes: the browser asks before the tab is closed or reloaded, and the app
 * blocks a move to another page until the author answers `dialog`. `leaveOnPurpose` lets
 * the screen's own navigation through, after a save or a delete.
 */
export function useUnsavedChanges(unsaved: boolean) {
  const leaving = useRef(false);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [unsaved]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const leaveOnPurpose = () => {
    leaving.current = true;
  };
  const dialog = {
    open: blocker.state === "blocked",
    onStay: () => blocker.reset?.(),
    onLeave: () => blocker.proceed?.(),
  };
  return { dialog, leaveOnPurpose };
}
