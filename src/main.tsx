import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/charts/styles.css";
import "./app/global.css";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { mayHaveStoredSession } from "./features/accounts/storedSession";
import { App } from "./app/App";
import { ensureLiveIfSignedIn } from "./app/live/live";
import { createAppRouter } from "./app/router";

const root = document.getElementById("root")!;
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
  // A visitor's pre-rendered page (hidden meanwhile) gives way to the page
  // rendered here.
  if (root.dataset.prerendered) {
    root.replaceChildren();
    delete root.dataset.prerendered;
  }
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
