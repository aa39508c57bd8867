// A product's description is plain text in the shop (pages render it as text, never as HTML), and
// Shopify's Body (HTML) is HTML. Import: the HTML is sanitised first (sanitize-html: scripts, styles,
// attributes and every tag but a few block tags dropped), then its blocks become lines. Export: the
// text's paragraphs and lines as <p> and <br>, escaped, so export → import gives the same text.
import sanitizeHtml from "sanitize-html";

const blockTags = ["p", "br", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "tr"];

const entities: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&nbsp;": " " };

/** Shopify's Body (HTML) → the shop's description text. */
export function descriptionFromHtml(html: string): string {
  const clean = sanitizeHtml(html, { allowedTags: blockTags, allowedAttributes: {} });
  return clean
    .replace(/\s+/g, " ")
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<li>/g, "\n• ")
    .replace(/<\/(p|div|h\d|blockquote|ul|ol|tr)>/g, "\n\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity] ?? entity)
    .replace(/&amp;/g, "&")
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The shop's description text → Body (HTML): paragraphs as <p>, single line breaks as <br>. */
export function descriptionToHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== "")
    .map((paragraph) => `<p>${paragraph.split("\n").map(escapeText).join("<br>")}</p>`)
    .join("");
}
