// True once the page's JavaScript is running. Controls that only a form without JavaScript needs
// (an "Apply" button) show until then.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
