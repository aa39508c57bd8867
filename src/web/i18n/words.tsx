// A message with React parts (links, bold) in its {placeholders}, for Hindi pages (decision 0061);
// the catalogue term that may or may not have Hindi words is term.tsx (in the frame: vite.config.ts).
import { Fragment, type ReactNode } from "react";

/** {placeholders} filled with React parts (a placeholder with no part stays as written). */
function fill(text: string, parts: Record<string, ReactNode>, key: string): ReactNode[] {
  return text.split(/\{(\w+)\}/).map((piece, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the message's fixed order of pieces
    index % 2 === 1 ? <Fragment key={`${key}-${index}`}>{parts[piece] ?? `{${piece}}`}</Fragment> : piece,
  );
}

/**
 * A translated message with React parts: its {placeholders} filled with `parts` (links, figures),
 * its <b>…</b> set in <strong>. `rich(t(message), { link: <Link …/> })`: t() leaves a placeholder it
 * has no value for as written, so the parts go in here.
 */
export function rich(message: string, parts: Record<string, ReactNode> = {}): ReactNode {
  return message.split(/<b>(.*?)<\/b>/).map((segment, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the message's fixed order of pieces
      <strong key={index}>{fill(segment, parts, String(index))}</strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the message's fixed order of pieces
      <Fragment key={index}>{fill(segment, parts, String(index))}</Fragment>
    ),
  );
}
