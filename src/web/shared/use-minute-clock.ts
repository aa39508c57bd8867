// The browser's clock, read again every few seconds while `running`; null on the server and until the
// page wakes, so what the server rendered and the first render in the browser agree. For notes that
// count minutes down from a real time (a one-of-a-kind piece's hold, decision 0055).
import { useEffect, useState } from "react";

export function useMinuteClock(running: boolean, everyMs = 15_000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [running, everyMs]);
  return now;
}
