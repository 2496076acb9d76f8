import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
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
      {children}
    </MantineProvider>
  );
}
