// The checkout's one optional box, "Remind me about my bag" (issue 25; DPDP Act s.6: unticked, one
// purpose): ticked with a valid e-mail, it records the consent and saves the bag's lines on the
// server (POST /api/bag-reminders), again when the address or the lines change; unticked, it
// withdraws the consent. A member's bag is their cart: only the consent is recorded.
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { bagMessages, bagReminderConsentSchema } from "../../core/schemas/bags.ts";
import { rememberSavedBag } from "../cart/saved-bag.ts";
import { callApi } from "../shared/api.ts";

interface RemindMeProps {
  email: string;
  lines: readonly { productId: string; variantId: string; quantity: number; giftWrap: boolean }[];
  disabled?: boolean;
}

export function RemindMeBox({ email, lines, disabled }: RemindMeProps) {
  const [ticked, setTicked] = useState(false);
  const [note, setNote] = useState<string | undefined>();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // before the first tick nothing is sent; after it, each change of state is told once
    if (!ticked && sent.current === null) return;
    const body = {
      email: email.trim(),
      remind: ticked,
      lines: lines.map(({ productId, variantId, quantity, giftWrap }) => ({
        productId,
        variantId,
        quantity,
        giftWrap,
      })),
    };
    const parsed = bagReminderConsentSchema.safeParse(body);
    if (!parsed.success) {
      setNote(ticked ? "Enter your e-mail above and we will remind you." : undefined);
      return;
    }
    const key = JSON.stringify(body);
    if (key === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = key;
      callApi<{ message: string; bagToken?: string }>("POST", "/api/bag-reminders", body)
        .then((answer) => {
          // a guest's saved bag: the cart tells the server its changes from now on (emptied: no reminder)
          if (answer.bagToken) rememberSavedBag(answer.bagToken, body.lines);
          else if (!body.remind) rememberSavedBag(null);
          setNote(answer.message);
        })
        .catch(() => {
          sent.current = null;
          setNote(undefined);
        });
    }, 600);
    return () => clearTimeout(timer);
  }, [ticked, email, lines]);

  return (
    <div className="consent-choices">
      <label className="consent-choices__option">
        <input
          type="checkbox"
          name="remindMe"
          checked={ticked}
          disabled={disabled}
          onChange={(event) => setTicked(event.target.checked)}
        />
        <span>
          <strong>{bagMessages.remindLabel}</strong> (optional): {bagMessages.remindHint}{" "}
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
