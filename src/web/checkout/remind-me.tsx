// The checkout's one optional box, "Remind me about my bag" (issue 25; DPDP Act s.6: unticked, one
// purpose): ticked with a valid e-mail, it records the consent and saves the bag's lines on the
// server (POST /api/bag-reminders), again when the address or the lines change; unticked, it
// withdraws the consent. A member's bag is their cart: only the consent is recorded.
import { useState } from "react";
import { type BagReminderConsentInput, bagMessages, bagReminderConsentSchema } from "../../core/schemas/bags.ts";
import { rememberSavedBag } from "../cart/saved-bag.ts";
import { callApi } from "../shared/api.ts";
import { ConsentBox } from "./consent-box.tsx";

interface RemindMeProps {
  email: string;
  lines: readonly { productId: string; variantId: string; quantity: number; giftWrap: boolean }[];
  disabled?: boolean;
}

async function sendReminderConsent(body: BagReminderConsentInput): Promise<string> {
  const answer = await callApi<{ message: string; bagToken?: string }>("POST", "/api/bag-reminders", body);
  // a guest's saved bag: the cart tells the server its changes from now on (emptied: no reminder)
  if (answer.bagToken) rememberSavedBag(answer.bagToken, body.lines);
  else if (!body.remind) rememberSavedBag(null);
  return answer.message;
}

export function RemindMeBox({ email, lines, disabled }: RemindMeProps) {
  const [ticked, setTicked] = useState(false);
  const body = {
    email: email.trim(),
    remind: ticked,
    lines: lines.map(({ productId, variantId, quantity, giftWrap }) => ({ productId, variantId, quantity, giftWrap })),
  };
  return (
    <ConsentBox
      name="remindMe"
      label={bagMessages.remindLabel}
      hint={bagMessages.remindHint}
      ticked={ticked}
      onTick={setTicked}
      disabled={disabled}
      body={bagReminderConsentSchema.safeParse(body).success ? body : null}
      missingNote="Enter your e-mail above and we will remind you."
      send={sendReminderConsent}
    />
  );
}
