// "Redefining" (spec "Home page", other sections): Manifest · Cleanse · Heal. Pointing at a word, or
// focusing it, fades the five pictures over to that word's set in 300 ms; leaving the words brings
// back the Manifest set. Each word leads to the shop filtered by that intent. The HTML carries the
// Manifest set; the other two are drawn as soon as the page's JavaScript runs (only JavaScript can
// swap them), long before a pointer reaches the words, so a swap never waits for a download.
import { type CSSProperties, useState } from "react";
import { Link } from "react-router";
import { imageOfRef } from "../../../core/media.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { useHydrated } from "../../shared/use-hydrated.ts";
import { CategoryArt } from "../category-art.tsx";
import { ProductImage } from "../product-image.tsx";
import { shopHref } from "../shop-links.ts";
import {
  type RedefiningWord,
  redefiningCopy,
  redefiningFade,
  redefiningSetSize,
  redefiningWords,
} from "./home-content.ts";
import type { RedefiningPicture } from "./home-imagery.ts";

const defaultWord: RedefiningWord = "Manifest";

/** Every tile of the collage is a third of it: about 230 px on desktop. */
const tileSizes = "(min-width: 1024px) 240px, 31vw";

export function Redefining({ sets }: { sets: Record<RedefiningWord, RedefiningPicture[]> }) {
  const { t, to } = useI18n();
  const [shown, setShown] = useState<RedefiningWord>(defaultWord);
  // only a pointer or focus with JavaScript shows another word's set: the HTML carries the default
  // set, and the others are drawn once the page is hydrated (issue 23: lighter pages)
  const hydrated = useHydrated();
  const style = { "--redefining-fade": `${redefiningFade}ms` } as CSSProperties;

  return (
    <section className="home-section redefining" aria-labelledby="redefining-title" style={style}>
      <div className="page-width page-width--wide redefining__inner">
        <div className="redefining__text">
          <p className="eyebrow">{t("Redefining everyday wellness")}</p>
          <h2 id="redefining-title" className="visually-hidden">
            {t("Manifest, Cleanse, Heal")}
          </h2>
          {/* leaving the words as a whole (not each word) brings back the default set */}
          <ul
            className="plain-list redefining__words"
            onPointerLeave={() => setShown(defaultWord)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setShown(defaultWord);
            }}
          >
            {redefiningWords.map((word) => (
              <li key={word}>
                <Link
                  to={to(shopHref({ intents: [word] }))}
                  className="redefining__word"
                  aria-current={shown === word ? "true" : undefined}
                  onPointerEnter={() => setShown(word)}
                  onFocus={() => setShown(word)}
                >
                  {t(word)}
                </Link>
              </li>
            ))}
          </ul>
          <p className="redefining__line" aria-live="polite">
            {t(redefiningCopy[shown])}
          </p>
          <p className="redefining__tagline">{t("The Sattva Way")}</p>
        </div>
        <ul className="plain-list redefining__collage" data-shown={shown}>
          {Array.from({ length: redefiningSetSize }, (_, slot) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its place in the collage
            <li key={slot} className={`redefining__tile redefining__tile--${slot}`}>
              {redefiningWords.map((word) => {
                const picture = sets[word][slot];
                const visible = word === shown;
                if (!visible && !hydrated) return null;
                return (
                  <div
                    key={word}
                    className={visible ? "redefining__layer is-shown" : "redefining__layer"}
                    aria-hidden={visible ? undefined : true}
                  >
                    {picture ? (
                      <ProductImage
                        src={imageOfRef(picture.image)}
                        alt={t(picture.name)}
                        width={480}
                        height={600}
                        sizes={tileSizes}
                        widths={[240, 360, 480]}
                      />
                    ) : (
                      <CategoryArt slug="divine-crystals" className="redefining__art" />
                    )}
                  </div>
                );
              })}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
