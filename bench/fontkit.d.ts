// fontkit (pdfkit uses it to read fonts; bench/font-metrics.ts reads the shipped fonts with it) ships no types.
declare module "fontkit";
