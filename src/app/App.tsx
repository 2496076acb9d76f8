import { RouterProvider } from "react-router-dom";
import { AppProviders } from "./AppProviders";
import type { createAppRouter } from "./router";

export function App({
  router,
}: {
  router: Awaited<ReturnType<typeof createAppRouter>>;
}) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
