import { ColorSchemeScript } from "@mantine/core";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom";
import { TOKEN_KEY_PREFIXES } from "../features/accounts/storedSession";
import { SessionContext } from "../lib/session";
import { AppProviders } from "./AppProviders";
import { AppLayout } from "./layout/AppLayout";
import { routes } from "./router";

/**
 * Renders one page as a signed-out visitor first sees it (a `member` page:
 * as a member first sees it, before their account is known), for the build to
 * write as static HTML (scripts/prerender.mjs): the same component tree the
 * browser hydrates, with live data still on its way (its loading state).
 * Returns the markup of the app's root and the page's title.
 */
export async function render(path: string, { member = false } = {}) {
  // A page for members is rendered as it shows while the session is being
  // checked (the header without account controls, the page's skeleton): the
  // layout gets that session in place of the live one.
  const [layout, ...rest] = routes;
  const handler = createStaticHandler(
    member
      ? [
          {
            ...layout,
            element: (
              <SessionContext.Provider value={{ status: "loading" }}>
                <AppLayout />
              </SessionContext.Provider>
            ),
          },
          ...rest,
        ]
      : routes,
  );
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

/**
 * The page was rendered for a visitor at its bare path. A browser that may
 * hold a session (the same token keys `mayHaveStoredSession` reads), or an
 * address with a query (a chosen class, a tab), gets the page rendered afresh
 * in the browser: the pre-rendered markup stays hidden until then
 * (src/app/boot.tsx clears it), so nobody sees the wrong version first. A page
 * pre-rendered for members (the dashboard's skeleton) shows only in a browser
 * that may hold a session: a visitor is sent on to log in without seeing it.
 */
export function renderFreshScript() {
  const prefixes = JSON.stringify(TOKEN_KEY_PREFIXES);
  return `<style>html[data-render-fresh] #root[data-prerendered=visitor],html:not([data-session]) #root[data-prerendered=member]{visibility:hidden}</style><script>try{var p=${prefixes},d=document.documentElement,s=false;for(var i=0;!s&&i<localStorage.length;i++){var k=localStorage.key(i)||"";s=p.some(function(x){return k.indexOf(x)===0})}if(s)d.setAttribute("data-session","");if(s||location.search!=="")d.setAttribute("data-render-fresh","")}catch(e){}</script>`;
}
