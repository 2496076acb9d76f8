import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";

/**
 * A dialog whose code downloads on first use, so a page whose dialogs stay
 * closed never downloads Mantine's Modal, its focus trap or the form inside.
 * `preload` (on hover or focus of the button that opens it) starts the
 * download early; the dialog mounts the first time it opens and then stays
 * mounted, so it closes with its transition and keeps what was typed.
 */
export function lazyDialog<P extends { opened: boolean }>(
  load: () => Promise<ComponentType<P>>,
) {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  /**
   * The dialog's first render is closed, and it opens on the next: Mantine's
   * Modal remembers what had the focus (to give it back on close) only when
   * `opened` changes, not when it mounts open.
   */
  function Loaded(props: P) {
    const [ready, setReady] = useState(false);
    useEffect(() => {
      const timer = setTimeout(() => setReady(true));
      return () => clearTimeout(timer);
    }, []);
    return <Lazy {...props} opened={ready && props.opened} />;
  }
  function Dialog(props: P) {
    const [used, setUsed] = useState(props.opened);
    if (props.opened && !used) setUsed(true);
    if (!used) return null;
    return (
      // An overlay: nothing on the page moves while it loads.
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return { Dialog, preload };
}
