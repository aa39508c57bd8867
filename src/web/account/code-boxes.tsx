// The six code boxes of /verification and /resetpasswordvarification (spec section 5): one
// character 0-9 or A-Z each, upper-cased; focus moves on after typing and back on Backspace;
// pasting (or the phone's one-time-code autofill) fills every box. The joined code is posted as `name`.
import { type ClipboardEvent, type KeyboardEvent, useRef, useState } from "react";
import { codeLength } from "../../core/schemas/accounts.ts";
import "./account.css";

const clean = (text: string) => text.toUpperCase().replace(/[^0-9A-Z]/g, "");

export interface CodeBoxesProps {
  name: string;
  /** Id of the message that describes a wrong code, for screen readers. */
  errorId?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

export function CodeBoxes({ name, errorId, invalid, disabled, autoFocus }: CodeBoxesProps) {
  const [chars, setChars] = useState<string[]>(() => Array(codeLength).fill(""));
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(codeLength - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `text` into the boxes from `start` on and moves focus after the last one written. */
  const fill = (start: number, text: string) => {
    const typed = clean(text).slice(0, codeLength - start);
    if (!typed) return;
    setChars((current) => {
      const next = [...current];
      for (let i = 0; i < typed.length; i++) next[start + i] = typed[i] ?? "";
      return next;
    });
    focus(start + typed.length);
  };

  const onChange = (index: number, value: string) => {
    if (value === "") {
      setChars((current) => current.map((char, i) => (i === index ? "" : char)));
      return;
    }
    fill(index, value);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !chars[index] && index > 0) {
      event.preventDefault();
      setChars((current) => current.map((char, i) => (i === index - 1 ? "" : char)));
      focus(index - 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData("text");
    // a whole code pasted anywhere fills from the first box
    fill(clean(text).length >= codeLength ? 0 : index, text);
  };

  return (
    <fieldset className="code-boxes" disabled={disabled}>
      <legend className="visually-hidden">Verification code, {codeLength} characters</legend>
      <input type="hidden" name={name} value={chars.join("")} />
      {chars.map((char, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed in number and order
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="code-boxes__box"
          value={char}
          onChange={(event) => onChange(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          inputMode="text"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          autoComplete={index === 0 ? "one-time-code" : "off"}
          // biome-ignore lint/a11y/noAutofocus: the code is the only thing on this screen
          autoFocus={autoFocus && index === 0}
          aria-label={`Character ${index + 1} of ${codeLength}`}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={errorId}
        />
      ))}
    </fieldset>
  );
}
