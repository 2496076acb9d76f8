import { RouterProvider } from "react-router-dom";
import { AppProviders } from "./AppProviders";
import { createRouter } from "./router";

const router = createRouter();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
