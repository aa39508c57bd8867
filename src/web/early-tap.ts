// A tap made before the page's scripts ran (deferred-scripts.ts starts them at the visitor's first
// touch, among others): the deferred script keeps the button, and the root taps it again once React
// listens to it.

/** Where the deferred script keeps the button a visitor tapped before React listened (root.tsx taps it again). */
export const earlyTap = "__shopEarlyTap";

declare global {
  interface Window {
    [earlyTap]?: HTMLElement;
  }
}

/**
 * Taps again, once the page is hydrated, the button a visitor tapped before React was listening
 * (a tap starts the scripts; without this it would be lost). A submit button of a form is never
 * kept: the browser sent that form itself.
 */
export function replayEarlyTap(): void {
  const button = window[earlyTap];
  window[earlyTap] = undefined;
  if (button?.isConnected) button.click();
}
