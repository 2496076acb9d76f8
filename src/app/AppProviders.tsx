import { MantineProvider } from "@mantine/core";
import { ConvexProvider } from "convex/react";
import type { ReactNode } from "react";
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
      <ConvexProvider client={convex}>{children}</ConvexProvider>
    </MantineProvider>
  );
}
