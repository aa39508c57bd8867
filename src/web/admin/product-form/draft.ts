// The product form's state: what the admin has typed (text for numbers, as typed), made from an
// editable product or empty, and turned into the body POST/PUT /api/products takes. The checks are
// the spec's (digits with an optional decimal point for prices and tax, digits only for stock) and
// then the shared zod schema the server validates with, so the browser and server agree.
import {
  acknowledgeClaimMessage,
  type ClaimFinding,
  claimMessage,
  claimsBlocking,
  claimsInFields,
  productCopyFields,
} from "../../../core/claims.ts";
import { productFormMessages, productInputSchema } from "../../../core/schemas/admin-products.ts";
import type { Certificate } from "../../../core/schemas/certificates.ts";
import {
  emptyDeclarations,
  emptyVariantDeclarations,
  type ProductDeclarations,
  type VariantDeclarations,
} from "../../../core/schemas/declarations.ts";

export const specificationFields = [
  ["material", "Material"],
  ["productType", "Product type"],
  ["beadSize", "Bead size"],
  ["size", "Size"],
  ["color", "Colour"],
  ["weight", "Weight"],
  ["packaging", "Packaging"],
] as const;
export type SpecificationKey = (typeof specificationFields)[number][0];

export const posterFields = [
  ["healing", "Healing poster"],
  ["benefits", "Benefits poster"],
  ["whyChoose", "Why choose poster"],
  ["waysToClean", "Ways to clean poster"],
  ["whoWear", "Who should wear poster"],
  ["whereHowWear", "Where and how to wear poster"],
] as const;
export type PosterKey = (typeof posterFields)[number][0];

export const healingFields = ["first", "second", "third", "fourth"] as const;

/** Variant images: a front, a back and at most two for the gallery (spec: variant image limit 2). */
export const variantGalleryLimit = 2;

export interface VariantDraft {
  /** React's key for the row (the variant's id when it has one). */
  key: string;
  id?: string;
  variantname: string;
  size: string;
  color: string;
  sku: string;
  price: string;
  mrp: string;
  tax: string;
  hsn: string;
  stock: string;
  /** Grams, as typed; empty: not weighed. */
  weightGrams: string;
  featureProduct: boolean;
  bestSeller: boolean;
  specifications: Record<SpecificationKey, string>;
  images: { front: string | null; back: string | null; gallery: string[] };
  declarations: VariantDeclarations;
  /** The piece's lab report as typed (carats as text), or none. */
  certificate: CertificateDraft | null;
  /** Subscribe and save: the cadences offered (months) and the discount as typed. */
  subscribeEvery: number[];
  subscribeDiscount: string;
}

export interface CertificateDraft {
  lab: string;
  reportNumber: string;
  reportDate: string;
  caratWeight: string;
  /** The report as a picture, or as a PDF: one or the other (the form's report field). */
  imageKey: string | null;
  pdfKey: string | null;
}

export const emptyCertificate = (): CertificateDraft => ({
  lab: "",
  reportNumber: "",
  reportDate: "",
  caratWeight: "",
  imageKey: null,
  pdfKey: null,
});

export interface ProductDraft {
  name: string;
  title: string;
  description: string;
  /** Hindi pages' copy (decision 0063); empty: the English is shown there. */
  nameHi: string;
  titleHi: string;
  descriptionHi: string;
  sku: string;
  categoryId: string;
  material: string;
  status: "active" | "draft";
  tags: string[];
  concerns: string[];
  chakras: string[];
  intents: string[];
  healingProperties: Record<(typeof healingFields)[number], string>;
  featureProduct: boolean;
  bestSeller: boolean;
  /** One of a kind: the shopper receives this exact piece (one variant, at most one in stock). */
  oneOfAKind: boolean;
  images: {
    front: string | null;
    back: string | null;
    gallery: string[];
    stones: { title: string; image: string }[];
  } & Record<PosterKey, string | null>;
  variants: VariantDraft[];
  declarations: ProductDeclarations;
  /** The claims guard's warnings the owner can prove (core/claims.ts claimKey()s). */
  acknowledgedClaims: string[];
}

/** What GET /api/admin/products/{id} answers (the fields the form reads). */
export interface EditableProduct {
  _id: string;
  status: "active" | "draft" | "archived";
  name: string;
  title?: string;
  description: string;
  nameHi?: string | null;
  titleHi?: string | null;
  descriptionHi?: string | null;
  sku: string;
  categoryId?: unknown;
  material?: string;
  tags?: string[];
  concerns?: string[];
  chakras?: string[];
  intents?: string[];
  healingProperties?: Partial<Record<(typeof healingFields)[number], string>>;
  featureProduct?: boolean;
  bestSeller?: boolean;
  oneOfAKind?: boolean;
  images?: Partial<ProductDraft["images"]>;
  declarations?: ProductDeclarations;
  acknowledgedClaims?: string[];
  variants: {
    id: string;
    variantname: string;
    size?: string;
    color?: string;
    sku: string;
    price: number;
    mrp: number;
    tax: number;
    hsn: string;
    stock: number;
    weightGrams?: number | null;
    featureProduct?: boolean;
    bestSeller?: boolean;
    specifications?: Record<string, string>;
    images?: Partial<VariantDraft["images"]>;
    declarations?: VariantDeclarations;
    certificate?: Certificate | null;
    subscribeEvery?: number[];
    subscribeDiscount?: number;
  }[];
}

let counter = 0;
const newKey = () => `new-${++counter}`;

const emptySpecifications = (): Record<SpecificationKey, string> =>
  Object.fromEntries(specificationFields.map(([key]) => [key, ""])) as Record<SpecificationKey, string>;

export function emptyVariant(): VariantDraft {
  return {
    key: newKey(),
    variantname: "",
    size: "",
    color: "",
    sku: "",
    price: "",
    mrp: "",
    tax: "",
    hsn: "",
    stock: "",
    weightGrams: "",
    featureProduct: false,
    bestSeller: false,
    specifications: emptySpecifications(),
    images: { front: null, back: null, gallery: [] },
    declarations: emptyVariantDeclarations,
    certificate: null,
    subscribeEvery: [],
    subscribeDiscount: "0",
  };
}

export function emptyDraft(): ProductDraft {
  return {
    name: "",
    title: "",
    description: "",
    nameHi: "",
    titleHi: "",
    descriptionHi: "",
    sku: "",
    categoryId: "",
    material: "",
    status: "active",
    tags: [],
    concerns: [],
    chakras: [],
    intents: [],
    healingProperties: { first: "", second: "", third: "", fourth: "" },
    featureProduct: false,
    bestSeller: false,
    oneOfAKind: false,
    images: {
      front: null,
      back: null,
      gallery: [],
      stones: [],
      ...(Object.fromEntries(posterFields.map(([key]) => [key, null])) as Record<PosterKey, null>),
    },
    variants: [emptyVariant()],
    declarations: emptyDeclarations,
    acknowledgedClaims: [],
  };
}

export function draftOf(product: EditableProduct): ProductDraft {
  const empty = emptyDraft();
  return {
    name: product.name,
    title: product.title ?? "",
    description: product.description,
    nameHi: product.nameHi ?? "",
    titleHi: product.titleHi ?? "",
    descriptionHi: product.descriptionHi ?? "",
    sku: product.sku,
    categoryId: typeof product.categoryId === "number" ? String(product.categoryId) : "",
    material: product.material ?? "",
    status: product.status === "active" ? "active" : "draft",
    tags: product.tags ?? [],
    concerns: product.concerns ?? [],
    chakras: product.chakras ?? [],
    intents: product.intents ?? [],
    healingProperties: { ...empty.healingProperties, ...product.healingProperties },
    featureProduct: product.featureProduct ?? false,
    bestSeller: product.bestSeller ?? false,
    oneOfAKind: product.oneOfAKind ?? false,
    images: { ...empty.images, ...product.images },
    declarations: { ...emptyDeclarations, ...product.declarations },
    acknowledgedClaims: product.acknowledgedClaims ?? [],
    variants: product.variants.map((variant) => ({
      key: variant.id,
      id: variant.id,
      variantname: variant.variantname,
      size: variant.size === "Default" ? "" : (variant.size ?? ""),
      color: variant.color ?? "",
      sku: variant.sku,
      price: String(variant.price),
      mrp: String(variant.mrp),
      tax: String(variant.tax),
      hsn: variant.hsn,
      stock: String(variant.stock),
      weightGrams: variant.weightGrams == null ? "" : String(variant.weightGrams),
      featureProduct: variant.featureProduct ?? false,
      bestSeller: variant.bestSeller ?? false,
      specifications: { ...emptySpecifications(), ...variant.specifications },
      images: { front: null, back: null, gallery: [], ...variant.images },
      declarations: { ...emptyVariantDeclarations, ...variant.declarations },
      certificate: variant.certificate
        ? {
            ...variant.certificate,
            caratWeight: variant.certificate.caratWeight == null ? "" : String(variant.certificate.caratWeight),
          }
        : null,
      subscribeEvery: variant.subscribeEvery ?? [],
      subscribeDiscount: String(variant.subscribeDiscount ?? 0),
    })),
  };
}

const withoutBlanks = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value.trim() !== ""));

/** The JSON the API takes (numbers as numbers; the schema coerces them again). */
export function bodyOf(draft: ProductDraft) {
  return {
    ...draft,
    categoryId: draft.categoryId === "" ? "" : Number(draft.categoryId),
    variants: draft.variants.map(({ key: _key, ...variant }) => ({
      ...variant,
      price: Number(variant.price),
      mrp: Number(variant.mrp),
      tax: Number(variant.tax),
      stock: Number(variant.stock),
      weightGrams: variant.weightGrams.trim() === "" ? null : Number(variant.weightGrams),
      subscribeDiscount: variant.subscribeDiscount.trim() === "" ? 0 : Number(variant.subscribeDiscount),
      specifications: withoutBlanks(variant.specifications),
      certificate: variant.certificate && {
        ...variant.certificate,
        caratWeight: variant.certificate.caratWeight.trim() === "" ? null : Number(variant.certificate.caratWeight),
      },
    })),
  };
}

/** What the claims guard finds in the draft's copy, as the server will find it on saving. */
export function draftClaims(draft: ProductDraft): ClaimFinding[] {
  return claimsInFields(productCopyFields(draft));
}

/** The copy's field names as the form labels them. */
export function claimFieldLabel(field: string): string {
  const [head, second, third, fourth] = field.split(".");
  if (head === "healingProperties") return `Healing property ${healingFields.indexOf(second as never) + 1}`;
  if (head === "specifications") return `Specification "${second}"`;
  if (head === "variants") {
    const variant = `Variant ${Number(second) + 1}`;
    return third === "specifications" ? `${variant}, specification "${fourth}"` : `${variant} name`;
  }
  const labels: Record<string, string> = {
    name: "Name",
    title: "Title",
    description: "Description",
    nameHi: "Name in Hindi",
    titleHi: "Title in Hindi",
    descriptionHi: "Description in Hindi",
  };
  return labels[head ?? ""] ?? field;
}

const decimal = /^\d+(\.\d+)?$/;
const digits = /^\d+$/;

/**
 * The form's own checks, in the spec's words; field errors keyed by the API's paths
 * ("variants.0.price"). An empty answer means the body may be sent.
 */
export function checkDraft(draft: ProductDraft): { message?: string; fields: Record<string, string> } {
  if (draft.description.trim() === "" || draft.variants.length === 0) {
    const fields: Record<string, string> = {};
    if (draft.description.trim() === "") fields.description = productFormMessages.required;
    return { message: productFormMessages.required, fields };
  }
  const fields: Record<string, string> = {};
  draft.variants.forEach((variant, index) => {
    for (const field of ["price", "mrp", "tax"] as const) {
      if (!decimal.test(variant[field].trim())) fields[`variants.${index}.${field}`] = productFormMessages.number;
    }
    if (!digits.test(variant.stock.trim())) fields[`variants.${index}.stock`] = productFormMessages.stock;
    if (variant.weightGrams.trim() !== "" && !digits.test(variant.weightGrams.trim()))
      fields[`variants.${index}.weightGrams`] = productFormMessages.weight;
  });
  const parsed = productInputSchema.safeParse(bodyOf(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fields[issue.path.join(".")] ??= issue.message;
  }
  if (draft.status === "active") {
    for (const found of claimsBlocking(draftClaims(draft), draft.acknowledgedClaims))
      fields[found.field] ??=
        found.severity === "hard" ? claimMessage(found) : `${claimMessage(found)} ${acknowledgeClaimMessage}`;
  }
  const first = Object.values(fields)[0];
  return first ? { message: first, fields } : { fields };
}
