// Navigation state (the spec's userEmail and notices) exists only in the browser's history: the
// server renders without it. Reading it after hydration keeps the server's and the browser's
// first render the same, and still works on a reload of the page.
import { useEffect, useState } from "react";
import { useLocation } from "react-router";

/** undefined until hydrated; then the named value of the history entry's state, or null. */
export function useNavigationState<T = string>(key: string): T | null | undefined {
  const location = useLocation();
  const [value, setValue] = useState<T | null | undefined>(undefined);
  useEffect(() => {
    const state = location.state as Record<string, unknown> | null;
    setValue((state?.[key] as T | undefined) ?? null);
  }, [location.state, key]);
  return value;
}
