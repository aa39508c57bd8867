// Runs a task once the browser has nothing more urgent to do (after the page has loaded and
// hydrated): fetching the code of something only an interaction shows, so it is there before the
// shopper asks for it without being part of the page's first-load JavaScript (issue 23).

/** Calls `task` when the browser is idle (at the latest after `timeoutMs`); returns a cancel. */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a moment after load instead
  const timer = window.setTimeout(task, 1000);
  return () => window.clearTimeout(timer);
}
