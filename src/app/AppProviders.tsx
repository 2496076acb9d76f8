import { MantineProvider } from "@mantine/core";
import { lazy, Suspense, type ReactNode } from "react";
import { PageLoader } from "../components/PageLoader";
import { NotificationsHost } from "./NotificationsHost";
import { cssVariablesResolver, theme } from "./theme";

const clerkKey = import.meta.env.VITE_CLERK_PUBLISHABLE_KEY;
// Clerk's SDK is downloaded only by deployments that use Clerk; then it holds
// the live connection and the session on every page. Otherwise (Convex Auth)
// the pages that need them load them (`Live` in the router).
const ClerkRoot = lazy(() =>
  import("../features/accounts/ClerkSession").then((m) => ({
    default: m.ClerkRoot,
  })),
);

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <NotificationsHost />
      {clerkKey ? (
        <Suspense fallback={<PageLoader label="Loading page" />}>
          <ClerkRoot publishableKey={clerkKey}>{children}</ClerkRoot>
        </Suspense>
      ) : (
        children
      )}
    </MantineProvider>
  );
}
