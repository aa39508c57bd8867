// The one way page actions read a posted form (issue 18 point 3): a body that is not a form, or a
// field holding impossible text (NUL, lone surrogates), is a 400 naming the field before an action,
// a service or SQL sees it. The body's size is bounded earlier, by the server (body-limits.ts).
import { data } from "react-router";
import { hasImpossibleText, impossibleTextMessage } from "../core/text.ts";

export interface FormRefusal {
  field?: string;
  message: string;
}

export async function readForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data<FormRefusal>({ message: "The form could not be read." }, { status: 400 });
  }
  for (const [name, value] of form) {
    const text = typeof value === "string" ? value : value.name;
    if (hasImpossibleText(name) || hasImpossibleText(text)) {
      throw data<FormRefusal>({ field: name, message: `${name}: ${impossibleTextMessage}` }, { status: 400 });
    }
  }
  return form;
}
