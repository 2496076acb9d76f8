import { createContext, useContext } from "react";

/**
 * What the rest of the app knows about the visitor. The account system that
 * fills it (Convex Auth by default, Clerk when configured) plugs in through
 * `SessionContext`; until an account exists, every visitor is signed out.
 */
export type Session =
  | { status: "loading" }
  | {
      status: "signedOut";
      /** The visitor just logged out here: pages for signed-in users send them home, not to /login. */
      loggedOut?: boolean;
    }
  | {
      status: "signedIn";
      email: string;
      fullName: string;
      role: "student" | "mentor" | "parent";
      /** A student's class (6–12), fixed after sign-up; null for mentors. */
      grade: number | null;
      staffRole: "admin" | "moderator" | null;
      /** A mentor whom staff verified: only they have mentor powers. */
      verifiedMentor: boolean;
      /** Set while an admin has suspended the account: their reason (the shell's banner). */
      suspension?: { reason: string; at: number } | null;
      /** A student's parent's consent: until it is given, nothing of theirs is stored or shown. */
      consent?: "awaiting" | "given" | "withdrawn" | null;
      /** A student's linked parents or guardians, by name. */
      parents?: string[];
      signOut: () => Promise<void>;
    };

export const SessionContext = createContext<Session>({ status: "signedOut" });

export function useSession(): Session {
  return useContext(SessionContext);
}

/**
 * Where a member works, after login and behind the Dashboard link: staff
 * (moderators and admins) in the admin area, mentors on the teacher
 * dashboard, everyone else on the student dashboard.
 */
export function dashboardPathFor(account: {
  role: "student" | "mentor" | "parent";
  staffRole: "admin" | "moderator" | null;
}): string {
  if (account.staffRole) return "/admin";
  if (account.role === "parent") return "/parent";
  return account.role === "mentor" ? "/teacher-dashboard" : "/dashboard";
}

/**
 * Who is learning, as far as courses and tests care: `loading` until the
 * session is known, and the class a student registered in (null for
 * visitors, mentors and students without one). A student learns and takes
 * tests in that class only.
 */
export function useLearner() {
  const session = useSession();
  const signedIn = session.status === "signedIn";
  return {
    loading: session.status === "loading",
    signedIn,
    registeredGrade:
      signedIn && session.role === "student" ? session.grade : null,
  };
}

/** The name of that place, for menus ("Admin Dashboard", "Teacher Dashboard", "Student Dashboard"). */
export function dashboardLabelFor(account: {
  role: "student" | "mentor" | "parent";
  staffRole: "admin" | "moderator" | null;
}): string {
  if (account.staffRole) return "Admin Dashboard";
  if (account.role === "parent") return "Parent Dashboard";
  return account.role === "mentor" ? "Teacher Dashboard" : "Student Dashboard";
}
