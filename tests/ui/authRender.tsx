import { MantineProvider } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSyncExternalStore, type ReactElement, type ReactNode } from "react";
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
} from "react-router-dom";
import { beforeEach, expect, vi } from "vitest";
import { cssVariablesResolver, theme } from "../../src/app/theme";
import {
  AuthActionsContext,
  type AuthActions,
} from "../../src/features/accounts/authActions";
import { SessionContext, type Session } from "../../src/lib/session";
import { signedOut } from "./render";

/** Every toast the page shows, recorded afresh for each test of a file that imports this one. */
export const toast = vi.spyOn(notifications, "show");
beforeEach(() => {
  toast.mockClear();
});

/** Account actions that succeed and do nothing, each a spy a test can re-program. */
export function fakeAuthActions() {
  return {
    resetDelivery: "link" as AuthActions["resetDelivery"],
    signIn: vi.fn<AuthActions["signIn"]>(async () => {}),
    signUp: vi.fn<AuthActions["signUp"]>(async () => "signedIn"),
    verifySignUpEmail: vi.fn<AuthActions["verifySignUpEmail"]>(async () => {}),
    resendSignUpCode: vi.fn<AuthActions["resendSignUpCode"]>(async () => {}),
    requestPasswordReset: vi.fn<AuthActions["requestPasswordReset"]>(
      async () => {},
    ),
    completePasswordReset: vi.fn<AuthActions["completePasswordReset"]>(
      async () => {},
    ),
    signOut: vi.fn<AuthActions["signOut"]>(async () => {}),
  } satisfies AuthActions;
}

/** A session the test changes while the page is on screen, as the provider would. */
function createSessionStore(initial: Session) {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next: Session) {
      current = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
type SessionStore = ReturnType<typeof createSessionStore>;

function LiveSession({
  store,
  children,
}: {
  store: SessionStore;
  children: ReactNode;
}) {
  const session = useSyncExternalStore(store.subscribe, store.get);
  return (
    <SessionContext.Provider value={session}>
      {children}
    </SessionContext.Provider>
  );
}

/**
 * Renders `page` at `route` (opened as `entry`) among stand-ins for the pages
 * it leads to, with fake account actions and a session the test can switch
 * with `setSession`.
 */
export function renderAuthPage(
  page: ReactElement,
  {
    route,
    entry = route,
    session = signedOut,
    resetDelivery = "link",
  }: {
    route: string;
    entry?: InitialEntry;
    session?: Session;
    resetDelivery?: AuthActions["resetDelivery"];
  },
) {
  const actions = { ...fakeAuthActions(), resetDelivery };
  const store = createSessionStore(session);
  const standIns = [
    ["/dashboard", "Student dashboard"],
    ["/teacher-dashboard", "Teacher dashboard"],
    ["/admin", "Admin area"],
    ["/login", "Login"],
    ["/forgot-password", "Forgot password"],
    ["/courses", "Courses"],
    ["*", "Other"],
  ]
    .filter(([path]) => path !== route)
    .map(([path, name]) => ({ path, element: <p>{name} page</p> }));
  const router = createMemoryRouter(
    [{ path: route, element: page }, ...standIns],
    { initialEntries: [entry] },
  );
  const result = render(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      env="test"
    >
      <AuthActionsContext.Provider value={actions}>
        <LiveSession store={store}>
          <RouterProvider router={router} />
        </LiveSession>
      </AuthActionsContext.Provider>
    </MantineProvider>,
  );
  return {
    ...result,
    router,
    actions,
    setSession: (next: Session) => act(() => store.set(next)),
  };
}

/** The input labelled `label`; the label also holds the required-field asterisk. */
export function field(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), {
    selector: "input",
  });
}

/** The field is marked invalid and its error is part of its accessible description. */
export function expectFieldError(label: string, message: string) {
  const input = field(label);
  expect(input).toHaveAttribute("aria-invalid", "true");
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** A user who types without pauses between keys: these forms have many fields. */
export function setupUser() {
  return userEvent.setup({ delay: null });
}
