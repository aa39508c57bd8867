// A carousel on native scroll snapping: swipe on phones, previous/next buttons, dots and an optional
// "n / m" counter. It can advance by itself (the spec's timings), and then it stops while the
// pointer is over it or focus is inside it, for `pauseAfterInteraction` ms after any manual move,
// while the tab is hidden, when the shopper presses its pause button, and always under
// prefers-reduced-motion. With align="center" every slide can stand in the middle with its
// neighbours either side (the home page's category carousel); the centred slide is marked
// data-centred for styling. The controls only work with the script running, so the server sends
// their row empty (its height held by CSS) and the browser draws the buttons: a page of carousels
// is some 5 KB lighter (decision 0029).
import {
  Children,
  type CSSProperties,
  isValidElement,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useHydrated } from "../shared/use-hydrated.ts";
import { Icon } from "./icon.tsx";
import "../styles/carousel.css";
import { useI18n } from "../i18n/i18n.tsx";

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

export interface CarouselPerView {
  /** Slides visible under 768 px. */
  base: number;
  /** From 768 px (default: base). */
  md?: number;
  /** From 1024 px (default: md). */
  lg?: number;
}

export interface CarouselProps {
  /** The slides; each child becomes one slide. */
  children: ReactNode;
  /** Names the carousel for screen readers ("Featured products"). */
  label: string;
  /** Slides per view by width (default 1 / 2 / 4: the spec's featured carousel). */
  perView?: CarouselPerView;
  /** Move by a whole page (default) or by this many slides. */
  step?: "page" | number;
  /** Milliseconds between automatic moves; 0 (default) never moves by itself. */
  autoAdvance?: number;
  /** Quiet time after a manual move before moving by itself again (default 10000, the spec's). */
  pauseAfterInteraction?: number;
  /** Wrap from the last position to the first (default true). */
  loop?: boolean;
  /** Slide to start on (default 0). */
  initialIndex?: number;
  showArrows?: boolean;
  showDots?: boolean;
  /** At most this many dots; more positions share them (default 5). */
  maxDots?: number;
  /** At most this many dots on narrow screens, 500 px and under (default maxDots). */
  narrowMaxDots?: number;
  /** The accessible name of a dot (default "Show slide group n of m"). */
  dotLabel?: (dot: number, dotCount: number) => string;
  /** "start" (default): slides line up from the left; "center": each slide can be centred. */
  align?: "start" | "center";
  /** Show "n / m" between the arrows. */
  showCounter?: boolean;
  className?: string;
  onPositionChange?: (position: number) => void;
}

const narrowQuery = "(max-width: 500px)";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function Carousel({
  children,
  label,
  perView = { base: 1, md: 2, lg: 4 },
  step = "page",
  autoAdvance = 0,
  pauseAfterInteraction = 10_000,
  loop = true,
  initialIndex = 0,
  showArrows = true,
  showDots = true,
  maxDots = 5,
  narrowMaxDots,
  dotLabel,
  align = "start",
  showCounter = false,
  className,
  onPositionChange,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const { t } = useI18n();
  const trackRef = useRef<HTMLUListElement>(null);
  const trackId = useId();
  // visible slides right now (from layout) and the first visible slide
  const [visible, setVisible] = useState(perView.base);
  const [first, setFirst] = useState(initialIndex);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const [narrow, setNarrow] = useState(false);
  const quietUntil = useRef(0);
  const hydrated = useHydrated();

  // centred: one position per slide, the position being the slide in the middle
  const centred = align === "center";
  const stepSize = centred ? 1 : step === "page" ? visible : Math.max(1, Math.min(step, visible));
  const lastStart = centred ? Math.max(0, slides.length - 1) : Math.max(0, slides.length - visible);
  const positions = centred
    ? Math.max(1, slides.length)
    : slides.length <= visible
      ? 1
      : Math.ceil(lastStart / stepSize) + 1;
  const position = centred
    ? Math.min(first, positions - 1)
    : first >= lastStart
      ? positions - 1
      : Math.floor(first / stepSize);

  const measure = useCallback(() => {
    const track = trackRef.current;
    const slide = track?.firstElementChild as HTMLElement | null;
    if (!track || !slide) return;
    const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
    const width = slide.getBoundingClientRect().width + gap;
    if (width <= 0) return;
    setVisible(Math.max(1, Math.round((track.clientWidth + gap) / width)));
    setFirst(Math.round(track.scrollLeft / width));
  }, []);

  const scrollToSlide = useCallback((index: number, smooth = true) => {
    const track = trackRef.current;
    const target = track?.children[index] as HTMLElement | undefined;
    const start = track?.firstElementChild as HTMLElement | null;
    if (!track || !target || !start) return;
    track.scrollTo({
      left: target.offsetLeft - start.offsetLeft,
      behavior: smooth && !prefersReducedMotion() ? "smooth" : "auto",
    });
  }, []);

  const goToPosition = useCallback(
    (next: number) => {
      const wrapped = loop ? (next + positions) % positions : Math.min(Math.max(next, 0), positions - 1);
      scrollToSlide(Math.min(wrapped * stepSize, lastStart));
    },
    [loop, positions, stepSize, lastStart, scrollToSlide],
  );

  const manualMove = (next: number) => {
    quietUntil.current = Date.now() + pauseAfterInteraction;
    goToPosition(next);
  };

  // layout: measure now, on resize and while scrolling
  useIsomorphicLayoutEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    if (initialIndex > 0) scrollToSlide(initialIndex, false);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    track.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      observer.disconnect();
      track.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [measure, scrollToSlide, initialIndex]);

  useEffect(() => {
    onPositionChange?.(position);
  }, [position, onPositionChange]);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  useEffect(() => {
    if (narrowMaxDots === undefined) return;
    const query = window.matchMedia(narrowQuery);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, [narrowMaxDots]);

  const moving = autoAdvance > 0 && positions > 1 && !hovered && !focused && !stopped && !reducedMotion;
  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => {
      if (document.hidden || Date.now() < quietUntil.current) return;
      if (!loop && position >= positions - 1) return;
      goToPosition(position + 1);
    }, autoAdvance);
    return () => window.clearInterval(timer);
  }, [moving, autoAdvance, goToPosition, position, positions, loop]);

  const dotLimit = narrow && narrowMaxDots !== undefined ? narrowMaxDots : maxDots;
  const dotCount = Math.min(positions, dotLimit);
  const dotFor = (pos: number) => (positions <= dotLimit ? pos : Math.round((pos * (dotCount - 1)) / (positions - 1)));
  const positionForDot = (dot: number) =>
    positions <= dotLimit ? dot : Math.round((dot * (positions - 1)) / (dotCount - 1));
  const atStart = !loop && position === 0;
  const atEnd = !loop && position >= positions - 1;

  const style = {
    "--per-view": perView.base,
    "--per-view-md": perView.md ?? perView.base,
    "--per-view-lg": perView.lg ?? perView.md ?? perView.base,
  } as CSSProperties;

  const classes = ["carousel", centred && "carousel--center", className].filter(Boolean).join(" ");

  return (
    <section
      className={classes}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <ul
        ref={trackRef}
        id={trackId}
        className="carousel__track"
        aria-live={moving ? "off" : "polite"}
        onPointerDown={() => {
          quietUntil.current = Date.now() + pauseAfterInteraction;
        }}
      >
        {slides.map((slide, index) => (
          <li
            // Children.toArray gives every element child a stable key
            key={isValidElement(slide) && slide.key !== null ? slide.key : index}
            className="carousel__slide"
            aria-roledescription="slide"
            aria-label={t("{n} of {m}", { n: index + 1, m: slides.length })}
            data-centred={centred && index === position ? "true" : undefined}
          >
            {slide}
          </li>
        ))}
      </ul>

      {positions > 1 && (showArrows || showDots || showCounter) && (
        <div className="carousel__controls">
          {hydrated && showArrows && (
            <button
              type="button"
              className="carousel__arrow"
              aria-controls={trackId}
              aria-label={t("Previous")}
              disabled={atStart}
              onClick={() => manualMove(position - 1)}
            >
              <Icon name="chevron-left" size={20} />
            </button>
          )}
          {hydrated && showDots && (
            <div className="carousel__dots">
              {Array.from({ length: dotCount }, (_, dot) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position
                  key={dot}
                  type="button"
                  className="carousel__dot"
                  aria-controls={trackId}
                  aria-label={
                    dotLabel ? dotLabel(dot, dotCount) : t("Show slide group {n} of {m}", { n: dot + 1, m: dotCount })
                  }
                  aria-current={dotFor(position) === dot ? "true" : undefined}
                  onClick={() => manualMove(positionForDot(dot))}
                />
              ))}
            </div>
          )}
          {hydrated && showCounter && (
            <p className="carousel__counter" aria-hidden="true">
              {position + 1} / {positions}
            </p>
          )}
          {hydrated && showArrows && (
            <button
              type="button"
              className="carousel__arrow"
              aria-controls={trackId}
              aria-label={t("Next")}
              disabled={atEnd}
              onClick={() => manualMove(position + 1)}
            >
              <Icon name="chevron-right" size={20} />
            </button>
          )}
          {hydrated && autoAdvance > 0 && !reducedMotion && (
            <button
              type="button"
              className="carousel__toggle"
              aria-label={stopped ? t("Start moving slides") : t("Stop moving slides")}
              onClick={() => setStopped((value) => !value)}
            >
              <Icon name={stopped ? "play" : "pause"} size={18} />
            </button>
          )}
        </div>
      )}
    </section>
  );
}
