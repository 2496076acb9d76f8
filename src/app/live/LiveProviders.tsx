import { ConvexAuthProvider } from "@convex-dev/auth/react";
import type { ReactNode } from "react";
import { ConvexAuthSession } from "../../features/accounts/ConvexAuthSession";
import { convex } from "../../lib/convex";

/**
 * The live connection and the session (Convex Auth): the code a page needs
 * for live data or an account, loaded only by such pages and by visitors
 * who may be signed in.
 */
export function LiveProviders({ children }: { children: ReactNode }) {
  return (
    <ConvexAuthProvider client={convex}>
      <ConvexAuthSession>{children}</ConvexAuthSession>
    </ConvexAuthProvider>
  );
}
