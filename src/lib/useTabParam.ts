import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";

/**
 * A page's tab kept in the address as `?tab=` (so a link or Back returns to
 * it): the current tab (the first of `tabs` when the address names none of
 * them) and a setter for Mantine's Tabs `onChange`. Choosing a tab replaces
 * the address's other parameters, which belong to the tab that was open.
 */
export function useTabParam<T extends string>(tabs: readonly T[]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab = tabs.find((t) => t === asked) ?? tabs[0];
  const choose = useCallback(
    (value: string | null) => {
      if (value)
        setParams(new URLSearchParams({ tab: value }), {
          replace: true,
          preventScrollReset: true,
        });
    },
    [setParams],
  );
  return [tab, choose] as const;
}
