// The checkout's "Send me reminders on WhatsApp" box (issue 25; DPDP Act s.6: unticked,
// one purpose, withdrawn as easily as given): ticked with a valid e-mail and mobile number, it records
// the whatsapp consent for that number (POST /api/consents/whatsapp), again when either changes, so a bag
// left here can be recalled on WhatsApp too; unticked, it withdraws it. The order carries the choice as
// well (whatsappUpdates), in case this call has not landed before the order is placed.
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { whatsappBoxMessages, whatsappChoiceSchema } from "../../core/schemas/checkout.ts";
import { callApi } from "../shared/api.ts";

interface WhatsappBoxProps {
  email: string;
  phone: string;
  ticked: boolean;
  onTick(ticked: boolean): void;
  disabled?: boolean;
}

export function WhatsappBox({ email, phone, ticked, onTick, disabled }: WhatsappBoxProps) {
  const [note, setNote] = useState<string | undefined>();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // before the first tick nothing is sent; after it, each change of state is told once
    if (!ticked && sent.current === null) return;
    const body = { email: email.trim(), phone: phone.trim(), given: ticked };
    if (!whatsappChoiceSchema.safeParse(body).success) {
      setNote(ticked ? whatsappBoxMessages.needsContact : undefined);
      return;
    }
    const key = JSON.stringify(body);
    if (key === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = key;
      callApi<{ message: string }>("POST", "/api/consents/whatsapp", body)
        .then((answer) => setNote(answer.message))
        .catch(() => {
          sent.current = null;
          setNote(undefined);
        });
    }, 600);
    return () => clearTimeout(timer);
  }, [ticked, email, phone]);

  return (
    <div className="consent-choices">
      <label className="consent-choices__option">
        <input
          type="checkbox"
          name="whatsappUpdates"
          checked={ticked}
          disabled={disabled}
          onChange={(event) => onTick(event.target.checked)}
        />
        <span>
          <strong>{whatsappBoxMessages.label}</strong> (optional): {whatsappBoxMessages.hint}{" "}
          <Link to="/privacy-policy">How we use your data</Link>.
        </span>
      </label>
      {note && (
        <p className="consent-choices__note" role="status">
          {note}
        </p>
      )}
    </div>
  );
}
