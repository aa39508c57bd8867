// The product gallery (spec: auto-advances every 3 s; a stacked carousel on desktop, a slider at
// 768 px and below), with thumbnails, previous/next and a pause button. One set of slides serves
// both looks: each slide knows its place relative to the shown one and CSS draws it as a card in
// the stack (desktop) or a panel beside the others (phones). It stops moving while the pointer is
// over it or focus is inside, for 10 s after a manual move, while the tab is hidden, when paused,
// and always under prefers-reduced-motion.
import { type CSSProperties, type PointerEvent, useEffect, useRef, useState } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { IconButton } from "../button.tsx";
import { Icon } from "../icon.tsx";
import { ProductImage } from "../product-image.tsx";

export const galleryInterval = 3000;
const quietAfterManualMove = 10_000;
const swipeDistance = 40;

/** Two slides each side of the shown one are drawn (the stack); the rest wait out of sight. */
function placeOf(index: number, active: number, count: number): string {
  const ahead = (index - active + count) % count;
  if (ahead === 0) return "0";
  if (ahead === 1 || ahead === 2) return String(ahead);
  if (ahead === count - 1) return "out";
  return "hidden";
}

export interface ProductGalleryProps {
  images: readonly string[];
  /** The product's name, the base of every alt text. */
  name: string;
}

/** The stage's rendered width: on phones the page's width less its two 16 px gutters (a 412 px phone
 * at 1.75× then takes the 720 px image, not the 960). */
const stageSizes = "(min-width: 1320px) 560px, (min-width: 769px) 44vw, calc(100vw - 32px)";

export function ProductGallery({ images, name }: ProductGalleryProps) {
  const { t } = useI18n();
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const quietUntil = useRef(0);
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  const shown = Math.min(active, Math.max(0, count - 1));
  const imageSet = images.join(" ");

  // another variant's images: start again from its first
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the set of images changes
  useEffect(() => setActive(0), [imageSet]);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  const moving = count > 1 && !hovered && !focused && !stopped && !reducedMotion;
  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => {
      if (document.hidden || Date.now() < quietUntil.current) return;
      setActive((current) => (current + 1) % count);
    }, galleryInterval);
    return () => window.clearInterval(timer);
  }, [moving, count]);

  const show = (index: number) => {
    quietUntil.current = Date.now() + quietAfterManualMove;
    setActive(((index % count) + count) % count);
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= swipeDistance) show(shown + (distance < 0 ? 1 : -1));
  };

  if (count === 0) {
    return (
      <div className="gallery">
        <div className="gallery__stage gallery__stage--single">
          <ProductImage className="gallery__image" src={null} alt={name} sizes={stageSizes} priority />
        </div>
      </div>
    );
  }

  return (
    <section
      className="gallery"
      aria-roledescription="carousel"
      aria-label={t("Images of {name}", { name })}
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className={count > 1 ? "gallery__stage" : "gallery__stage gallery__stage--single"}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <ul className="gallery__slides" aria-live={moving ? "off" : "polite"}>
          {images.map((src, index) => (
            <li
              key={src}
              className="gallery__slide"
              data-place={placeOf(index, shown, count)}
              style={{ "--offset": index - shown } as CSSProperties}
              aria-roledescription="slide"
              aria-label={t("{n} of {m}", { n: index + 1, m: count })}
              aria-hidden={index !== shown}
            >
              <ProductImage
                className="gallery__image"
                src={src}
                alt={index === 0 ? name : `${name}, view ${index + 1}`}
                sizes={stageSizes}
                priority={index === 0}
                lowPriority={index !== 0}
              />
            </li>
          ))}
        </ul>
        {count > 1 && (
          <>
            <IconButton
              className="gallery__arrow gallery__arrow--previous"
              icon={<Icon name="chevron-left" size={20} />}
              label={t("Previous image")}
              onClick={() => show(shown - 1)}
            />
            <IconButton
              className="gallery__arrow gallery__arrow--next"
              icon={<Icon name="chevron-right" size={20} />}
              label={t("Next image")}
              onClick={() => show(shown + 1)}
            />
            <p className="gallery__counter" aria-hidden="true">
              {shown + 1} / {count}
            </p>
          </>
        )}
      </div>

      {count > 1 && (
        <div className="gallery__controls">
          <ul className="gallery__thumbs plain-list">
            {images.map((src, index) => (
              <li key={src}>
                <button
                  type="button"
                  className="gallery__thumb"
                  aria-label={t("Show image {n} of {m}", { n: index + 1, m: count })}
                  aria-current={index === shown ? "true" : undefined}
                  onClick={() => show(index)}
                >
                  <ProductImage src={src} alt="" width={64} height={80} sizes="64px" widths={[240]} lowPriority />
                </button>
              </li>
            ))}
          </ul>
          {!reducedMotion && (
            <IconButton
              className="gallery__toggle"
              icon={<Icon name={stopped ? "play" : "pause"} size={18} />}
              label={stopped ? t("Start moving images") : t("Stop moving images")}
              onClick={() => setStopped((value) => !value)}
            />
          )}
        </div>
      )}
    </section>
  );
}
