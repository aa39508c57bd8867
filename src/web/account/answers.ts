// What the account pages' actions answer their forms: the intent, success or the refusal with its
// message, field errors and wait. Only these fields reach the browser (never a cookie or a token).
import { data } from "react-router";
import { readForm } from "../form-input.ts";

export interface FormAnswer {
  intent: string;
  ok: boolean;
  message?: string | undefined;
  fields?: Record<string, string> | undefined;
  retryAfterSeconds?: number | undefined;
  /** The address the code went to (sign-up, forgot password): the next screen's userEmail. */
  email?: string | undefined;
}

type Outcome =
  | { ok: true; message?: string; email?: string }
  | { ok: false; status: number; message: string; fields?: Record<string, string>; retryAfterSeconds?: number };

export function answer(intent: string, outcome: Outcome, headers?: HeadersInit) {
  if (outcome.ok) {
    return data<FormAnswer>({ intent, ok: true, message: outcome.message, email: outcome.email }, { headers });
  }
  return data<FormAnswer>(
    {
      intent,
      ok: false,
      message: outcome.message,
      fields: outcome.fields,
      retryAfterSeconds: outcome.retryAfterSeconds,
    },
    { status: outcome.status, headers },
  );
}

/** The posted form's text fields. */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [key, value] of await readForm(request)) if (typeof value === "string") fields[key] = value;
  return fields;
}
