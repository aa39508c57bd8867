// What the import page reads from POST /api/admin/import/products (the dry run) and the job's progress.
export interface MappingQuestions {
  sources: { source: string; column: string; products: number; categoryId: number | null; remembered: boolean }[];
  categories: { id: number; label: string }[];
  taxDefaults: { categoryId: number; hsn: string; tax: number; remembered: boolean }[];
  compareAtVariants: number;
  compareAtIsMrp: boolean;
}

export interface DryRun {
  products: { create: number; update: number; unchanged: number; skipped: number; drafts: number };
  variants: { create: number; update: number };
  rows: number;
  problems: { row: number; column: string; handle: string; message: string }[];
  moreProblems: number;
  drafts: { handle: string; name: string; todos: string[] }[];
  /** The claims guard's findings per row (hard: the row comes in as a draft; warning: acknowledged or drafted). */
  claims: {
    handle: string;
    row: number;
    column: string;
    phrase: string;
    severity: "hard" | "warning";
    acknowledged: boolean;
    reason: string;
    suggestion: string;
  }[];
  moreClaims: number;
  mapping: MappingQuestions;
}

export interface Progress {
  jobId: string;
  status: "queued" | "running" | "done" | "failed";
  fileName?: string;
  progress: number;
  doneProducts: number;
  totalProducts: number;
  counts: {
    created: number;
    updated: number;
    unchanged: number;
    skipped: number;
    drafts: number;
    problems: number;
  } | null;
  error: string | null;
  report: string;
}

/** The mapping step's answers as the import's `mapping` field carries them (core/schemas/catalogue-import.ts). */
export interface MappingAnswers {
  categories: Record<string, number | "">;
  taxes: Record<number, { hsn: string; tax: number }>;
  compareAtIsMrp: boolean;
}

export function firstAnswers(questions: MappingQuestions): MappingAnswers {
  return {
    categories: Object.fromEntries(questions.sources.map((source) => [source.source, source.categoryId ?? ""])),
    taxes: Object.fromEntries(
      questions.taxDefaults.map((entry) => [entry.categoryId, { hsn: entry.hsn, tax: entry.tax }]),
    ),
    compareAtIsMrp: questions.compareAtIsMrp,
  };
}

/** The answers as JSON for the upload; categories left unchosen are not sent. */
export function mappingJson(answers: MappingAnswers): string {
  const categories = Object.entries(answers.categories)
    .filter((entry): entry is [string, number] => entry[1] !== "")
    .map(([source, categoryId]) => ({ source, categoryId }));
  const used = new Set(categories.map((entry) => entry.categoryId));
  const taxDefaults = [...used]
    .map((categoryId) => ({ categoryId, ...(answers.taxes[categoryId] ?? { hsn: "", tax: 3 }) }))
    .filter((entry) => entry.hsn !== "");
  return JSON.stringify({ categories, taxDefaults, compareAtIsMrp: answers.compareAtIsMrp });
}
