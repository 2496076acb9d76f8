import { ColorSchemeScript } from "@mantine/core";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom";
import { AppProviders } from "./AppProviders";
import { routes } from "./router";

/**
 * Renders one page as a signed-out visitor first sees it, for the build to
 * write as static HTML (scripts/prerender.mjs): the same component tree the
 * browser hydrates, with live data still on its way (its loading state).
 * Returns the markup of the app's root and the page's title.
 */
export async function render(path: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${path}`));
  if (context instanceof Response)
    throw new Error(`${path} redirects: it cannot be pre-rendered`);
  if (context.statusCode !== 200)
    throw new Error(`${path} answers ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return html;
}

/**
 * Mantine's script that sets the colour scheme on <html> before the first
 * paint: the saved choice, else the system's (the provider's "auto").
 */
export function colorSchemeScript() {
  return renderToStaticMarkup(<ColorSchemeScript defaultColorScheme="auto" />);
}
