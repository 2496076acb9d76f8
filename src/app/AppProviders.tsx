import { ConvexAuthProvider } from "@convex-dev/auth/react";
import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { ConvexAuthSession } from "../features/auth/ConvexAuthSession";
import { convex } from "../lib/convex";
import { NotificationsHost } from "./NotificationsHost";
import { cssVariablesResolver, theme } from "./theme";

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <NotificationsHost />
      <ConvexAuthProvider client={convex}>
        <ConvexAuthSession>{children}</ConvexAuthSession>
      </ConvexAuthProvider>
    </MantineProvider>
  );
}
