import { MantineProvider } from "@mantine/core";
import { render as rtlRender } from "@testing-library/react";
import type { ReactElement } from "react";
import {
  createMemoryRouter,
  RouterProvider,
  type RouteObject,
} from "react-router-dom";
import { cssVariablesResolver, theme } from "../../src/app/theme";
import { SessionContext, type Session } from "../../src/lib/session";

export const signedOut: Session = { status: "signedOut" };

/** A signed-in session: a student of Class 9 unless `grade` says otherwise; a mentor is verified. */
export function signedIn(
  role: "student" | "mentor",
  staffRole: "admin" | "moderator" | null = null,
  signOut: () => Promise<void> = async () => {},
  grade: number | null = role === "student" ? 9 : null,
): Session {
  return {
    status: "signedIn",
    email: `${role}@school.example`,
    fullName: role === "mentor" ? "Meera Iyer" : "Aarav Sharma",
    role,
    grade,
    staffRole,
    verifiedMentor: role === "mentor",
    signOut,
  };
}

/** Renders routes inside Mantine, a memory router at `path`, and the given session. */
export function renderRoutes(
  routes: RouteObject[],
  { path = "/", session = signedOut } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = rtlRender(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      env="test"
    >
      <SessionContext.Provider value={session}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </MantineProvider>,
  );
  return { ...result, router };
}

/** Renders one element at `path`, with every other path showing its own address. */
export function renderAt(
  element: ReactElement,
  { path = "/", session = signedOut } = {},
) {
  return renderRoutes(
    [
      { path, element },
      { path: "*", element: <p>Now at other page</p> },
    ],
    { path, session },
  );
}

/** A student registered in `grade` (or in no class, for null). */
export const signedInStudent = (grade: number | null) =>
  signedIn("student", null, async () => {}, grade);
