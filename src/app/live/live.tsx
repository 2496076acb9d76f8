import {
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from "react";
import { mayHaveStoredSession } from "../../features/accounts/storedSession";

type Providers = ComponentType<{ children: ReactNode }>;

/**
 * With Clerk configured, its root (loaded by AppProviders) already holds the
 * live connection and the session for every page.
 */
const clerkProvidesLive = Boolean(import.meta.env.VITE_CLERK_PUBLISHABLE_KEY);

let providers: Providers | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the live connection and the session once (pages with live data or
 * forms that need an account call it before they render); static pages
 * never do, so a visitor reading them downloads no backend client.
 */
export function ensureLive(): Promise<void> {
  if (clerkProvidesLive) return Promise.resolve();
  loading ??= import("./LiveProviders").then((m) => {
    providers = m.LiveProviders;
    listeners.forEach((notify) => notify());
  });
  return loading;
}

/** A browser that may hold a session goes live on any page, static ones too. */
export function ensureLiveIfSignedIn(): Promise<void> {
  return mayHaveStoredSession() ? ensureLive() : Promise.resolve();
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/**
 * Wraps the app in the live providers once they have loaded. The pages under
 * it render again in them (once, on the first page that needs them), which
 * happens before that page is shown.
 */
export function Live({ children }: { children: ReactNode }) {
  const loaded = useSyncExternalStore(
    subscribe,
    () => providers !== null,
    () => providers !== null,
  );
  return loaded ? <LoadedProviders>{children}</LoadedProviders> : children;
}

function LoadedProviders({ children }: { children: ReactNode }) {
  const Providers = providers!;
  return <Providers>{children}</Providers>;
}
