// Zod compiles object schemas with `new Function` where it may, and finds out by trying once: under
// the shop's Content-Security-Policy (no 'unsafe-eval') that try is a violation the browser reports
// (Lighthouse's best practices count it). In the browser Zod runs without compiling; the server keeps
// the compiled parsers. Imported first by root.tsx, before any schema parses.
import { config } from "zod";

if (typeof document !== "undefined") config({ jitless: true });
