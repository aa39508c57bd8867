// Types of hindi-route-words.mjs (for src/web/i18n/route-words.test.ts).
export interface HindiRouteWords {
  frame: string[];
  unplaced: string[];
  routes: Record<string, string[]>;
  paths: Record<string, string>;
}
export function hindiCatalogue(): Promise<Record<string, string>>;
export function hindiRoutePaths(): Promise<Record<string, string>>;
export function hindiRouteWords(): Promise<HindiRouteWords>;
export function writeHindiRouteWords(file: string): Promise<void>;
