// "Stones used": each a name and an image; a new one needs both (the spec's message otherwise).
import { useId, useState } from "react";
import { mediaUrl } from "../../../core/media.ts";
import { productFormMessages } from "../../../core/schemas/admin-products.ts";
import { ImagePicker } from "./images.tsx";

type Stone = { title: string; image: string };

export function StonesField({ stones, onChange }: { stones: Stone[]; onChange: (stones: Stone[]) => void }) {
  const [title, setTitle] = useState("");
  const [image, setImage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const id = useId();
  const add = () => {
    if (!title.trim() || !image) {
      setProblem(productFormMessages.stone);
      return;
    }
    onChange([...stones, { title: title.trim(), image }]);
    setTitle("");
    setImage(null);
    setProblem(undefined);
  };
  return (
    <div className="stones-field">
      {stones.length > 0 && (
        <ul className="stones-field__list plain-list">
          {stones.map((stone, index) => (
            <li key={`${stone.image}-${stone.title}`} className="stones-field__stone">
              <img src={mediaUrl(stone.image, 240)} alt="" width={56} height={56} />
              <span>{stone.title}</span>
              <button
                type="button"
                className="link-button"
                onClick={() => onChange(stones.filter((_, at) => at !== index))}
              >
                Remove<span className="visually-hidden"> stone {stone.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="stones-field__new">
        <div className="field">
          <label className="field__label" htmlFor={id}>
            Stone name
          </label>
          <input
            id={id}
            className="field__input"
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              setProblem(undefined);
            }}
          />
        </div>
        <ImagePicker
          label="Stone image"
          value={image}
          onChange={setImage}
          failure="Failed to add stone. Please try again"
          hint="stone"
        />
        <button type="button" className="button button--secondary button--sm" onClick={add}>
          Add stone
        </button>
      </div>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
