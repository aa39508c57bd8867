// The claims guard: reads shopper-facing copy (a product's name, title, description, healing
// properties and specifications; category, landing and FAQ copy; import rows) for what a crystal
// shop may not say. A cure word beside a disease of the 1954 Act's Schedule, or a purpose of its
// s.3(a)-(c), is a hard finding: an active product cannot carry it. A cure word beside another
// health condition, or a promise no seller can substantiate, is a warning the owner acknowledges.
// The words are data (claims-terms.ts); docs/decisions/0049-claims-guard.md cites the law.
import {
  absoluteClaims,
  type ConditionTerm,
  claimWindowWords,
  cureWords,
  healthConditions,
  scheduledConditions,
  sectionThreePurposes,
  zodiacWords,
} from "./claims-terms.ts";

export type ClaimSeverity = "hard" | "soft";

export interface ClaimFinding {
  /** The copy's field, as the form and the API name it ("description", "healingProperties.first"). */
  field: string;
  severity: ClaimSeverity;
  /** The words found, as written (from the cure word to the condition, or the promise). */
  phrase: string;
  /** Where the phrase starts and ends in the field's text (for highlighting). */
  start: number;
  end: number;
  /** Why, in the owner's words, naming the law. */
  reason: string;
  /** A wording that says the same without the claim. */
  suggestion: string;
}

const letter = String.raw`[\p{L}\p{M}\p{N}]`;

/** A phrase of claims-terms.ts as a regular expression over whole words ("*": any ending, "?": a letter). */
function phrasePattern(phrase: string): string {
  const body = phrase
    .split(/\s+/)
    .map((word) =>
      [...word]
        .map((char) => {
          if (char === "*") return `${letter}*`;
          if (char === "?") return String.raw`\p{L}`;
          if (char === "'") return "['’]";
          return char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        })
        .join(""),
    )
    .join(String.raw`[\s-]+`);
  return `(?<!${letter})${body}(?!${letter})`;
}

function anyOf(phrases: readonly string[]): RegExp {
  return new RegExp(phrases.map(phrasePattern).join("|"), "giu");
}

interface Hit {
  start: number;
  end: number;
}

function hitsOf(pattern: RegExp, text: string): Hit[] {
  return [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
}

const cures = anyOf(cureWords);
const promises = anyOf(absoluteClaims);
const zodiac = anyOf(zodiacWords);
const purposes = sectionThreePurposes.map((purpose) => ({ ...purpose, pattern: anyOf([purpose.phrase]) }));
const conditionPatterns = (terms: readonly ConditionTerm[]) =>
  terms.map((term) => ({ term, pattern: anyOf(term.phrases) }));
const scheduled = conditionPatterns(scheduledConditions);
const otherConditions = conditionPatterns(healthConditions);
const cancerSign = anyOf(["cancer", "cancers", "cancerian*"]);

/** Sentences (and lines, list items) of a text with where each starts: a claim never spans two. */
function sentences(text: string): { text: string; offset: number }[] {
  const parts: { text: string; offset: number }[] = [];
  const boundary = /[.!?।;\n•]+/g;
  let from = 0;
  for (const match of text.matchAll(boundary)) {
    parts.push({ text: text.slice(from, match.index), offset: from });
    from = match.index + match[0].length;
  }
  parts.push({ text: text.slice(from), offset: from });
  return parts.filter((part) => part.text.trim() !== "");
}

function wordsBetween(text: string, a: Hit, b: Hit): number {
  const [first, second] = a.start <= b.start ? [a, b] : [b, a];
  if (second.start < first.end) return 0;
  return text.slice(first.end, second.start).split(/\s+/).filter(Boolean).length;
}

/** The cure word nearest the condition within the window (fewest words, then the shortest span). */
function nearest(text: string, cures: Hit[], condition: Hit): Hit | undefined {
  const span = (cure: Hit) => Math.max(cure.end, condition.end) - Math.min(cure.start, condition.start);
  return cures
    .map((cure) => ({ cure, words: wordsBetween(text, cure, condition) }))
    .filter((candidate) => candidate.words <= claimWindowWords)
    .sort((a, b) => a.words - b.words || span(a.cure) - span(b.cure))[0]?.cure;
}

const suggestionFor = (mood: string) =>
  `Name no illness: say what the tradition holds, e.g. "traditionally associated with ${mood}".`;

function conditionFindings(
  field: string,
  sentence: { text: string; offset: number },
  conditions: ReturnType<typeof conditionPatterns>,
  severity: ClaimSeverity,
): ClaimFinding[] {
  const cureHits = hitsOf(cures, sentence.text);
  if (cureHits.length === 0) return [];
  const isZodiac = hitsOf(zodiac, sentence.text).length > 0;
  const found: ClaimFinding[] = [];
  for (const { term, pattern } of conditions) {
    for (const hit of hitsOf(pattern, sentence.text)) {
      const word = sentence.text.slice(hit.start, hit.end);
      if (isZodiac && hitsOf(cancerSign, word).length > 0) continue;
      const cure = nearest(sentence.text, cureHits, hit);
      if (!cure) continue;
      const start = Math.min(cure.start, hit.start);
      const end = Math.max(cure.end, hit.end);
      found.push({
        field,
        severity,
        phrase: sentence.text.slice(start, end),
        start: sentence.offset + start,
        end: sentence.offset + end,
        reason:
          severity === "hard"
            ? `Claims to cure or treat a disease of the Drugs and Magic Remedies Act 1954 (s.3(d), Schedule: ${term.name}). Remove the claim to publish.`
            : `A health claim about ${term.name.toLowerCase()} must be proven (Consumer Protection Act 2019, s.21; CCPA guidelines 2022).`,
        suggestion: suggestionFor(term.mood),
      });
    }
  }
  return found;
}

/** What one piece of copy claims; `field` names it in every finding. */
export function claimsIn(field: string, text: string): ClaimFinding[] {
  if (!text.trim()) return [];
  const findings: ClaimFinding[] = [];
  for (const sentence of sentences(text)) {
    const hard = conditionFindings(field, sentence, scheduled, "hard");
    findings.push(...hard);
    for (const purpose of purposes) {
      for (const hit of hitsOf(purpose.pattern, sentence.text)) {
        findings.push({
          field,
          severity: "hard",
          phrase: sentence.text.slice(hit.start, hit.end),
          start: sentence.offset + hit.start,
          end: sentence.offset + hit.end,
          reason: `Forbidden for any product by the Drugs and Magic Remedies Act 1954, ${purpose.section}. Remove the claim to publish.`,
          suggestion: suggestionFor(purpose.mood),
        });
      }
    }
    const covered = (hit: Hit) =>
      findings.some((found) => found.start <= sentence.offset + hit.start && sentence.offset + hit.end <= found.end);
    for (const soft of conditionFindings(field, sentence, otherConditions, "soft")) {
      if (!covered({ start: soft.start - sentence.offset, end: soft.end - sentence.offset })) findings.push(soft);
    }
    for (const hit of hitsOf(promises, sentence.text)) {
      if (covered(hit)) continue;
      findings.push({
        field,
        severity: "soft",
        phrase: sentence.text.slice(hit.start, hit.end),
        start: sentence.offset + hit.start,
        end: sentence.offset + hit.end,
        reason:
          "A promise the shop must be able to prove (Consumer Protection Act 2019, s.21; CCPA guidelines 2022, no unsubstantiated claims).",
        suggestion: 'Describe what the piece is and how it is used, e.g. "many keep it close as a reminder of calm".',
      });
    }
  }
  return findings.sort((a, b) => a.start - b.start);
}

/** Every finding over several fields of copy, in the order given. */
export function claimsInFields(fields: Readonly<Record<string, string | undefined>>): ClaimFinding[] {
  return Object.entries(fields).flatMap(([field, text]) => claimsIn(field, text ?? ""));
}

export const hardClaims = (findings: readonly ClaimFinding[]) => findings.filter((found) => found.severity === "hard");
export const softClaims = (findings: readonly ClaimFinding[]) => findings.filter((found) => found.severity === "soft");

/** The owner's sentence for a finding: the phrase in quotes, then why. */
export function claimMessage(finding: ClaimFinding): string {
  return `"${finding.phrase}": ${finding.reason}`;
}

/** The copy of a product the shopper reads, as the admin's form and the API name its fields. */
export interface ProductCopy {
  name: string;
  title?: string | undefined;
  description: string;
  /** The Hindi copy (decision 0063): read like the English, under its own field names. */
  nameHi?: string | null | undefined;
  titleHi?: string | null | undefined;
  descriptionHi?: string | null | undefined;
  healingProperties?: Readonly<Record<string, string>> | undefined;
  specifications?: Readonly<Record<string, string>> | undefined;
  variants?: readonly { variantname: string; specifications?: Readonly<Record<string, string>> | undefined }[];
}

export function productCopyFields(copy: ProductCopy): Record<string, string> {
  const fields: Record<string, string> = { name: copy.name, title: copy.title ?? "", description: copy.description };
  for (const key of ["nameHi", "titleHi", "descriptionHi"] as const) {
    const text = copy[key];
    if (text) fields[key] = text;
  }
  for (const [key, text] of Object.entries(copy.healingProperties ?? {})) fields[`healingProperties.${key}`] = text;
  for (const [key, text] of Object.entries(copy.specifications ?? {})) fields[`specifications.${key}`] = text;
  (copy.variants ?? []).forEach((variant, index) => {
    fields[`variants.${index}.variantname`] = variant.variantname;
    for (const [key, text] of Object.entries(variant.specifications ?? {}))
      fields[`variants.${index}.specifications.${key}`] = text;
  });
  return fields;
}

/** A warning's phrase as the owner's acknowledgement keeps it (case and spacing do not matter). */
export const claimKey = (phrase: string) => phrase.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * What stops a product going live: every hard finding, and each warning the owner has not
 * acknowledged (`acknowledged` holds claimKey()s). A draft is never stopped.
 */
export function claimsBlocking(findings: readonly ClaimFinding[], acknowledged: readonly string[]): ClaimFinding[] {
  const known = new Set(acknowledged.map(claimKey));
  return findings.filter((found) => found.severity === "hard" || !known.has(claimKey(found.phrase)));
}

/** The line under a warning the owner has not acknowledged yet. */
export const acknowledgeClaimMessage = "Tick \u201cI can prove this\u201d to publish with it, or change the wording.";

/** A wellness product (it has healing properties or concerns): its page carries the shop's disclaimer. */
export function isWellnessProduct(product: {
  healingProperties: Readonly<Record<string, string>>;
  concerns: readonly string[];
}): boolean {
  return product.concerns.length > 0 || Object.values(product.healingProperties).some((text) => text.trim() !== "");
}
