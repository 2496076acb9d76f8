import {
  startTransition,
  StrictMode,
  useLayoutEffect,
  type ReactNode,
} from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { mayHaveStoredSession } from "../features/accounts/storedSession";
import { App } from "./App";
import { ensureLiveIfSignedIn } from "./live/live";
import { createAppRouter } from "./router";

const root = document.getElementById("root")!;

/**
 * Renders the app into the page: the second step of the entry
 * (src/main.tsx), a chunk of its own evaluated in a task of its own.
 */
export async function startApp() {
  // A page pre-rendered at build time shows what a signed-out visitor sees at
  // its bare path: hydrate it for such a visitor there; anyone who may be
  // signed in, or an address with a query, gets a fresh render.
  const prerendered =
    root.dataset.prerendered === "visitor" &&
    window.location.search === "" &&
    !mayHaveStoredSession();

  if (prerendered) {
    const router = await createAppRouter();
    // As a transition, hydration yields to the browser every few milliseconds
    // instead of holding the main thread for the whole page: the page, already
    // painted, stays responsive to a tap meanwhile.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
  } else {
    // A browser that may hold a session renders with it from the first frame
    // (as loading, then the account), never as a visitor. The live connection
    // and the page's chunks load side by side.
    const [router] = await Promise.all([
      createAppRouter(),
      ensureLiveIfSignedIn(),
    ]);
    const app = (
      <StrictMode>
        <App router={router} />
      </StrictMode>
    );
    if (root.dataset.prerendered === "member") {
      // A member's page pre-rendered as its skeleton (the dashboard) stays on
      // screen until React's first render replaces it in one commit. That
      // render runs as a transition, in slices that leave the browser free
      // between them: the page is already painted, so nothing waits on it.
      startTransition(() => {
        createRoot(root).render(<ShellReplaced>{app}</ShellReplaced>);
      });
    } else {
      // A visitor's pre-rendered page (hidden meanwhile) gives way to the page
      // rendered here.
      if (root.dataset.prerendered) {
        root.replaceChildren();
        delete root.dataset.prerendered;
      }
      createRoot(root).render(app);
    }
  }
}

/**
 * Clears the pre-rendered mark in the commit that replaces the markup, before
 * the browser paints: the rule that hides a member's page from a visitor
 * (src/app/prerender.tsx) no longer applies to what React renders.
 */
function ShellReplaced({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    delete root.dataset.prerendered;
  }, []);
  return children;
}
