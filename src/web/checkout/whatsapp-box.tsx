// The checkout's "Send me reminders on WhatsApp" box (issue 25; DPDP Act s.6: unticked,
// one purpose, withdrawn as easily as given): ticked with a valid e-mail and mobile number, it records
// the whatsapp consent for that number (POST /api/consents/whatsapp), again when either changes, so a bag
// left here can be recalled on WhatsApp too; unticked, it withdraws it. The order carries the choice as
// well (whatsappUpdates), in case this call has not landed before the order is placed.
import { type WhatsappChoiceInput, whatsappBoxMessages, whatsappChoiceSchema } from "../../core/schemas/checkout.ts";
import { callApi } from "../shared/api.ts";
import { ConsentBox } from "./consent-box.tsx";

interface WhatsappBoxProps {
  email: string;
  phone: string;
  ticked: boolean;
  onTick(ticked: boolean): void;
  disabled?: boolean;
}

async function sendWhatsappChoice(body: WhatsappChoiceInput): Promise<string> {
  return (await callApi<{ message: string }>("POST", "/api/consents/whatsapp", body)).message;
}

export function WhatsappBox({ email, phone, ticked, onTick, disabled }: WhatsappBoxProps) {
  const body = { email: email.trim(), phone: phone.trim(), given: ticked };
  return (
    <ConsentBox
      name="whatsappUpdates"
      label={whatsappBoxMessages.label}
      hint={whatsappBoxMessages.hint}
      ticked={ticked}
      onTick={onTick}
      disabled={disabled}
      body={whatsappChoiceSchema.safeParse(body).success ? body : null}
      missingNote={whatsappBoxMessages.needsContact}
      send={sendWhatsappChoice}
    />
  );
}
