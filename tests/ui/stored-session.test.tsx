import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AuthContexts } from "../../src/features/accounts/AuthContexts";
import type { AuthActions } from "../../src/features/accounts/authActions";
import { mayHaveStoredSession } from "../../src/features/accounts/storedSession";
import { useSession } from "../../src/lib/session";

afterEach(() => localStorage.clear());

describe("whether this browser may hold a session", () => {
  it("does not without Convex Auth's tokens", () => {
    localStorage.setItem("mantine-color-scheme-value", "dark");
    expect(mayHaveStoredSession()).toBe(false);
  });

  it.each([
    "__convexAuthJWT_http12700013210",
    "__convexAuthRefreshToken_http12700013210",
  ])("may with %s stored", (key) => {
    localStorage.setItem(key, "token");
    expect(mayHaveStoredSession()).toBe(true);
  });
});

function Status() {
  return <p>{useSession().status}</p>;
}

function signedOutState(isLoading: boolean) {
  return {
    isLoading,
    isAuthenticated: false,
    viewer: undefined,
    loggedOut: false,
    markLoggedOut: () => {},
  };
}

function renderWhileAuthLoads() {
  render(
    <AuthContexts state={signedOutState(true)} actions={{} as AuthActions}>
      <Status />
    </AuthContexts>,
  );
}

describe("the session while the account system starts", () => {
  it("is signed out from the first render when no token is stored (as the pre-rendered page shows it)", () => {
    renderWhileAuthLoads();
    expect(screen.getByText("signedOut")).toBeInTheDocument();
  });

  it("keeps the same session object when the account system settles on signed out", () => {
    // A new object would be a context change over a page still hydrating,
    // which React then finishes in one blocking task.
    const seen: unknown[] = [];
    function Record() {
      seen.push(useSession());
      return null;
    }
    const actions = {} as AuthActions;
    const { rerender } = render(
      <AuthContexts state={signedOutState(true)} actions={actions}>
        <Record />
      </AuthContexts>,
    );
    rerender(
      <AuthContexts state={signedOutState(false)} actions={actions}>
        <Record />
      </AuthContexts>,
    );
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.at(-1)).toBe(seen[0]);
  });

  it("is loading when a token is stored", () => {
    localStorage.setItem("__convexAuthJWT_http12700013210", "token");
    renderWhileAuthLoads();
    expect(screen.getByText("loading")).toBeInTheDocument();
  });
});
