// Settings: claims (issue 36; decision 0049). The line every product page of a wellness product
// carries (one with healing properties or concerns): crystals and rituals are traditions, not
// medicine. The claims guard itself (core/claims.ts) is law, not a setting.
import { z } from "zod";
import { defaultLabs, labSchema } from "./certificates.ts";

export const claimsSettingsMessages = {
  wellnessDisclaimer: "Write the notice in 20 to 400 characters",
  reportMaxMb: "A lab report's size limit is a whole number of MB from 1 to 25",
} as const;

export const defaultWellnessDisclaimer =
  "Crystals and rituals are traditional practices, not medical treatment; consult a doctor for any health condition.";

export const claimsSettingsSchema = z.object({
  wellnessDisclaimer: z
    .string()
    .trim()
    .min(20, claimsSettingsMessages.wellnessDisclaimer)
    .max(400, claimsSettingsMessages.wellnessDisclaimer)
    .default(defaultWellnessDisclaimer),
  /** The gemstone laboratories a variant's report may come from (core/schemas/certificates.ts). */
  labs: z
    .array(labSchema)
    .max(30)
    .default(() => defaultLabs.map((lab) => ({ ...lab }))),
  /** The largest lab report PDF the owner may upload, in MB (POST /api/admin/lab-reports). */
  reportMaxMb: z.coerce
    .number({ error: claimsSettingsMessages.reportMaxMb })
    .int(claimsSettingsMessages.reportMaxMb)
    .min(1, claimsSettingsMessages.reportMaxMb)
    .max(25, claimsSettingsMessages.reportMaxMb)
    .default(10),
});
