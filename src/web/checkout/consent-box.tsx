// One optional consent at checkout (DPDP Act s.6: unticked, one purpose, withdrawn as easily as
// given): a ticked box tells the server once the form holds what the consent needs, again whenever
// that changes (600 ms after the last keystroke), and unticking tells it too; before the first tick
// nothing is sent. The remind-me and WhatsApp boxes are two uses of it.
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useI18n } from "../i18n/i18n.tsx";

interface ConsentBoxProps<Body> {
  /** The checkbox's form name. */
  name: string;
  label: string;
  hint: string;
  ticked: boolean;
  onTick(ticked: boolean): void;
  disabled?: boolean;
  /** What the server is told, or null while the form lacks what the consent needs. */
  body: Body | null;
  /** Shown under a ticked box while `body` is null. */
  missingNote: string;
  /** Tells the server; answers the note to show. A module-level function (it is an effect's dependency). */
  send(body: Body): Promise<string>;
}

export function ConsentBox<Body>({
  name,
  label,
  hint,
  ticked,
  onTick,
  disabled,
  body,
  missingNote,
  send,
}: ConsentBoxProps<Body>) {
  const { t, to } = useI18n();
  const [note, setNote] = useState<string | undefined>();
  const sent = useRef<string | null>(null);
  // the body as a key: a new object each render must not restart the timer
  const key = body === null ? null : JSON.stringify(body);

  useEffect(() => {
    if (!ticked && sent.current === null) return;
    if (key === null) {
      setNote(ticked ? missingNote : undefined);
      return;
    }
    if (key === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = key;
      send(JSON.parse(key) as Body)
        .then(setNote)
        .catch(() => {
          sent.current = null;
          setNote(undefined);
        });
    }, 600);
    return () => clearTimeout(timer);
  }, [ticked, key, missingNote, send]);

  return (
    <div className="consent-choices">
      <label className="consent-choices__option">
        <input
          type="checkbox"
          name={name}
          checked={ticked}
          disabled={disabled}
          onChange={(event) => onTick(event.target.checked)}
        />
        <span>
          <strong>{t(label)}</strong> {t("(optional)")}: {t(hint)}{" "}
          <Link to={to("/privacy-policy")}>{t("How we use your data")}</Link>.
        </span>
      </label>
      {note && (
        <p className="consent-choices__note" role="status">
          {t(note)}
        </p>
      )}
    </div>
  );
}
