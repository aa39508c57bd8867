// Response compression (gzip or Brotli) by the `compression` package, each write sync-flushed so a
// streamed page reaches the browser as it is written (app.ts keeps the compressor's window between
// writes: keepDeflateWindow). And one repair: the package hands the 'drain' listeners added to a
// response over to its zlib stream, but not their removal. React Router's streaming waits for
// 'drain' with once() and off(), so every wait left a listener on the stream
// (MaxListenersExceededWarning on long pages). Here a removal reaches the stream too.
import type { EventEmitter } from "node:events";
import zlib from "node:zlib";
import compression from "compression";
import type { RequestHandler } from "express";

type Listener = (...args: unknown[]) => void;

export function compress(): RequestHandler {
  const compressing = compression({ flush: zlib.constants.Z_SYNC_FLUSH });
  return (req, res, next) => {
    compressing(req, res, (error?: unknown) => {
      if (error) return next(error);
      const on = res.on;
      const removeListener = res.removeListener;
      /** Each 'drain' listener the zlib stream holds, by itself and by the function once() wrapped. */
      const held = new Map<Listener, { stream: EventEmitter; listener: Listener }>();
      res.on = function (this: typeof res, type: string | symbol, listener: Listener) {
        const target = on.call(this, type, listener) as unknown;
        if (type === "drain" && target !== this) {
          const entry = { stream: target as EventEmitter, listener };
          held.set(listener, entry);
          const wrapped = (listener as Listener & { listener?: Listener }).listener;
          if (wrapped) held.set(wrapped, entry);
        }
        return this;
      } as typeof res.on;
      res.removeListener = res.off = function (this: typeof res, type: string | symbol, listener: Listener) {
        const entry = type === "drain" ? held.get(listener) : undefined;
        if (!entry) return removeListener.call(this, type, listener);
        for (const [key, value] of held) if (value === entry) held.delete(key);
        entry.stream.removeListener("drain", entry.listener);
        return this;
      } as typeof res.removeListener;
      next();
    });
  };
}
