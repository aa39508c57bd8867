// The words the claims guard (claims.ts) reads shopper-facing copy for: data, not code, so a term
// is added here with a test. Sources (docs/decisions/0049-claims-guard.md):
// - The Drugs and Magic Remedies (Objectionable Advertisements) Act 1954: s.2(c) makes a talisman,
//   mantra or kavacha a "magic remedy"; s.3(a)-(c) forbids advertising for miscarriage or
//   contraception, sexual capacity and menstrual disorders; s.3(d) and the Schedule forbid claiming
//   to diagnose, cure, mitigate, treat or prevent the scheduled diseases (first offence: up to six
//   months in prison, s.7).
// - The Consumer Protection Act 2019 (ss. 2(28), 21, 89) and the CCPA's Guidelines for Prevention of
//   Misleading Advertisements 2022: every claim must be substantiated, so a health claim about a
//   condition outside the Schedule, or an absolute promise, is a warning the owner acknowledges.
// Each phrase is matched as whole words, case-insensitively; a "*" matches any ending ("diabet*"
// matches diabetes and diabetic) and "?" any one letter. Hindi is written in Devanagari and in Roman (Hinglish).

export interface ConditionTerm {
  /** The Schedule's own words (or the condition's plain name for a warning). */
  name: string;
  phrases: readonly string[];
  /** What the stone is "traditionally associated with" instead: the suggested wording. */
  mood: string;
}

/** The Schedule to the 1954 Act (54 entries, grouped as the Act groups them), with everyday and Hindi names. */
export const scheduledConditions: readonly ConditionTerm[] = [
  { name: "Appendicitis", phrases: ["appendicitis"], mood: "calm" },
  { name: "Arteriosclerosis", phrases: ["arteriosclerosis", "atherosclerosis", "clogged arteries"], mood: "calm" },
  { name: "Blindness", phrases: ["blindness", "blind", "andhapan", "अंधापन"], mood: "clarity" },
  { name: "Blood poisoning", phrases: ["blood poisoning", "sepsis", "septicaemia", "septicemia"], mood: "cleansing" },
  { name: "Bright's disease", phrases: ["bright's disease", "kidney disease*", "kidney failure"], mood: "balance" },
  {
    name: "Cancer",
    phrases: ["cancer*", "tumour*", "tumor*", "leukaemia", "leukemia", "kainsar", "कैंसर", "कर्क रोग"],
    mood: "strength",
  },
  { name: "Cataract", phrases: ["cataract*", "motiyabind", "मोतियाबिंद"], mood: "clarity" },
  { name: "Deafness", phrases: ["deafness", "hearing loss", "behrapan", "बहरापन"], mood: "calm" },
  {
    name: "Diabetes",
    phrases: [
      "diabet*",
      "blood sugar",
      "sugar level*",
      "sugar ki bimari",
      "madhumeh",
      "मधुमेह",
      "डायबिटीज",
      "शुगर की बीमारी",
    ],
    mood: "balance",
  },
  {
    name: "Diseases and disorders of the brain",
    phrases: ["brain disease*", "brain disorder*", "dementia", "alzheimer*", "parkinson*", "memory loss"],
    mood: "clarity",
  },
  { name: "Diseases and disorders of the optical system", phrases: ["eye disease*", "weak eyesight"], mood: "clarity" },
  {
    name: "Diseases and disorders of the uterus; female diseases in general",
    phrases: ["uterus", "uterine", "fibroid*", "pcos", "pcod", "female disease*", "leucorrhoea", "likoria"],
    mood: "nurturing",
  },
  {
    name: "Disorders of menstrual flow",
    phrases: [
      "irregular period*",
      "menstrual disorder*",
      "menstrual problem*",
      "period problem*",
      "heavy period*",
      "masik dharm",
      "मासिक धर्म",
    ],
    mood: "nurturing",
  },
  {
    name: "Disorders of the nervous system; nervous debility",
    phrases: ["nervous disorder*", "nervous debility", "nerve disease*", "neuropathy"],
    mood: "calm",
  },
  { name: "Disorders of the prostatic gland", phrases: ["prostate"], mood: "balance" },
  { name: "Dropsy", phrases: ["dropsy", "oedema", "edema"], mood: "balance" },
  {
    name: "Epilepsy; fits",
    phrases: ["epilep*", "seizure*", "epileptic fit*", "convulsion*", "mirgi", "मिर्गी"],
    mood: "calm",
  },
  { name: "Fevers in general", phrases: ["fever*", "bukhar", "बुखार", "typhoid", "टाइफाइड"], mood: "cooling" },
  {
    name: "Form and structure of the female bust",
    phrases: ["breast size", "breast enlargement", "bust size"],
    mood: "self-love",
  },
  {
    name: "Gall stones, kidney stones and bladder stones",
    phrases: ["gall stone*", "gallstone*", "kidney stone*", "bladder stone*", "pathri", "पथरी"],
    mood: "cleansing",
  },
  { name: "Gangrene", phrases: ["gangrene"], mood: "renewal" },
  { name: "Glaucoma", phrases: ["glaucoma"], mood: "clarity" },
  { name: "Goitre", phrases: ["goitre", "goiter", "thyroid", "थायराइड", "घेंघा"], mood: "expression" },
  {
    name: "Heart diseases",
    phrases: [
      "heart disease*",
      "heart attack*",
      "heart problem*",
      "cardiac",
      "dil ki bimari",
      "हृदय रोग",
      "दिल की बीमारी",
    ],
    mood: "love and compassion",
  },
  {
    name: "High or low blood pressure",
    phrases: ["blood pressure", "hypertension", "high bp", "low bp", "bp problem*", "रक्तचाप", "ब्लड प्रेशर"],
    mood: "calm",
  },
  { name: "Hydrocele", phrases: ["hydrocele"], mood: "balance" },
  { name: "Hysteria; insanity", phrases: ["hysteria", "insanity", "madness", "schizophrenia", "पागलपन"], mood: "calm" },
  { name: "Infantile paralysis; paralysis", phrases: ["paralysis", "polio", "lakwa", "लकवा"], mood: "strength" },
  { name: "Leprosy", phrases: ["leprosy", "kusht", "कुष्ठ"], mood: "renewal" },
  { name: "Leucoderma", phrases: ["leucoderma", "leukoderma", "vitiligo", "safed daag", "सफेद दाग"], mood: "self-love" },
  { name: "Lockjaw", phrases: ["lockjaw", "tetanus"], mood: "calm" },
  { name: "Locomotor ataxia", phrases: ["locomotor ataxia", "ataxia"], mood: "grounding" },
  { name: "Lupus", phrases: ["lupus"], mood: "renewal" },
  {
    name: "Obesity",
    phrases: ["obesity", "obese", "weight loss", "lose weight", "fat loss", "motapa", "मोटापा"],
    mood: "mindful routines",
  },
  { name: "Plague; smallpox", phrases: ["plague", "smallpox", "chechak"], mood: "protection" },
  {
    name: "Pleurisy; pneumonia; tuberculosis",
    phrases: ["pleurisy", "pneumonia", "tuberculosis", "टीबी", "kshay rog", "क्षय रोग"],
    mood: "breath",
  },
  {
    name: "Rheumatism",
    phrases: ["rheumatism", "rheumatic", "arthritis", "gout", "gathiya", "गठिया"],
    mood: "grounding",
  },
  { name: "Ruptures", phrases: ["rupture*", "hernia"], mood: "strength" },
  {
    name: "Sexual impotence; sterility in women",
    phrases: [
      "impotence",
      "impotency",
      "infertility",
      "infertile",
      "sterility",
      "napunsakta",
      "नपुंसकता",
      "banjhpan",
      "बांझपन",
    ],
    mood: "nurturing",
  },
  {
    name: "Stature of persons",
    phrases: ["increase height", "height growth", "grow taller", "lambai badhaye"],
    mood: "confidence",
  },
  { name: "Trachoma", phrases: ["trachoma"], mood: "clarity" },
  { name: "Ulcers of the gastro-intestinal tract", phrases: ["ulcer*", "अल्सर"], mood: "calm" },
  {
    name: "Venereal diseases",
    phrases: ["venereal", "syphilis", "gonorrhoea", "gonorrhea", "std", "stds", "sexually transmitted"],
    mood: "renewal",
  },
];

/** Health conditions outside the Schedule: a cure word beside them is a warning (CCPA 2022: substantiate). */
export const healthConditions: readonly ConditionTerm[] = [
  { name: "Anxiety", phrases: ["anxiety", "panic attack*", "ghabrahat", "घबराहट"], mood: "calm" },
  { name: "Depression", phrases: ["depression", "depressed", "avsad", "अवसाद"], mood: "uplift" },
  {
    name: "Insomnia",
    phrases: ["insomnia", "sleeplessness", "sleep disorder*", "anidra", "अनिद्रा"],
    mood: "restful evenings",
  },
  { name: "Headache and migraine", phrases: ["headache*", "migraine*", "sir dard", "सिरदर्द"], mood: "calm" },
  { name: "Pain", phrases: ["pain", "pains", "joint pain", "back pain", "dard", "दर्द"], mood: "comfort" },
  { name: "Skin conditions", phrases: ["acne", "pimple*", "eczema", "psoriasis", "muhase", "मुंहासे"], mood: "self-care" },
  { name: "Asthma", phrases: ["asthma", "dama", "दमा"], mood: "breath" },
  {
    name: "Illness in general",
    phrases: ["disease*", "illness*", "bimari", "rog", "बीमारी", "रोग"],
    mood: "well-being",
  },
];

/** Words that claim to diagnose, cure, mitigate, treat or prevent (s.3(d)). */
export const cureWords: readonly string[] = [
  "cure",
  "cures",
  "cured",
  "curing",
  "curative",
  "heal",
  "heals",
  "healed",
  "treat",
  "treats",
  "treated",
  "treatment*",
  "prevent*",
  "remedy",
  "remedies",
  "remedy for",
  "relieve*",
  "relief from",
  "relief for",
  "reduce*",
  "lowers",
  "control*",
  "reverse*",
  "eliminate*",
  "get rid of",
  "fight*",
  "protects against",
  "protection against",
  "mitigate*",
  "diagnos*",
  "fix",
  "fixes",
  "guaranteed results",
  "clinically proven",
  "ilaj",
  "ilaaj",
  "इलाज",
  "upchar",
  "उपचार",
  "theek kare*",
  "thik kare*",
  "theek karta",
  "thik karta",
  "ठीक करे*",
  "ठीक करता",
  "chhutkara",
  "chutkara",
  "छुटकारा",
  "nivaran",
  "निवारण",
  "door kare*",
  "दूर करे*",
  "ramban",
  "रामबाण",
  "mitaye",
  "मिटाए",
];

/** Claims of s.3(a)-(c): forbidden whatever is named beside them. */
export const sectionThreePurposes: readonly { phrase: string; section: string; mood: string }[] = [
  { phrase: "miscarriage", section: "s.3(a)", mood: "nurturing" },
  { phrase: "abortion", section: "s.3(a)", mood: "nurturing" },
  { phrase: "prevent* pregnancy", section: "s.3(a)", mood: "nurturing" },
  { phrase: "prevent* conception", section: "s.3(a)", mood: "nurturing" },
  { phrase: "contracepti*", section: "s.3(a)", mood: "nurturing" },
  { phrase: "boost* libido", section: "s.3(b)", mood: "passion" },
  { phrase: "increase* libido", section: "s.3(b)", mood: "passion" },
  { phrase: "sexual power", section: "s.3(b)", mood: "passion" },
  { phrase: "sexual stamina", section: "s.3(b)", mood: "passion" },
  { phrase: "sexual performance", section: "s.3(b)", mood: "passion" },
  { phrase: "stamina in bed", section: "s.3(b)", mood: "passion" },
  { phrase: "aphrodisiac", section: "s.3(b)", mood: "passion" },
  { phrase: "mardana taakat", section: "s.3(b)", mood: "passion" },
  { phrase: "mardana takat", section: "s.3(b)", mood: "passion" },
  { phrase: "mardana kamzori", section: "s.3(b)", mood: "passion" },
  { phrase: "मर्दाना ताकत", section: "s.3(b)", mood: "passion" },
  { phrase: "regulate* period*", section: "s.3(c)", mood: "nurturing" },
  { phrase: "regulari?e* period*", section: "s.3(c)", mood: "nurturing" },
  { phrase: "regulate* menstrua*", section: "s.3(c)", mood: "nurturing" },
  { phrase: "regulari?e* menstrua*", section: "s.3(c)", mood: "nurturing" },
];

/** Promises no seller can substantiate (CCPA Guidelines 2022, guideline 4): warnings. */
export const absoluteClaims: readonly string[] = [
  "guaranteed",
  "guarantees",
  "clinically proven",
  "scientifically proven",
  "proven to",
  "miracle*",
  "miraculous",
  "instant results",
  "works for everyone",
  "100% effective",
  "100% results",
  "permanent solution",
  "no side effects",
  "doctor recommended",
  "fda approved",
];

/**
 * Words that make "Cancer" the zodiac sign (Karka rashi), not the disease: the sign beside any of
 * them is no finding.
 */
export const zodiacWords: readonly string[] = [
  "zodiac",
  "sun sign",
  "moon sign",
  "star sign",
  "rashi",
  "birthstone*",
  "cancerian*",
  "aries",
  "taurus",
  "gemini",
  "leo",
  "virgo",
  "libra",
  "scorpio",
  "sagittarius",
  "capricorn",
  "aquarius",
  "pisces",
  "karka",
  "कर्क राशि",
];

/** How near a cure word must stand to a condition (in words, in one sentence) to claim it. */
export const claimWindowWords = 8;
