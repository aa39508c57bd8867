// The heading over a section: an optional small capital eyebrow, the title in Cormorant, an
// optional line of text, and an optional "View all" link on the right (under it on phones).
import { useId } from "react";
import { Link } from "react-router";
import { Icon } from "./icon.tsx";
import "../styles/controls.css";
import { useI18n } from "../i18n/i18n.tsx";

export interface SectionHeadingProps {
  title: string;
  /** Small capitals above the title ("Handpicked for you"). */
  eyebrow?: string;
  /** One or two sentences under the title. */
  description?: string;
  /** Heading level (default 2). */
  level?: 1 | 2 | 3;
  /** id of the heading, for aria-labelledby on the section (default: generated). */
  id?: string;
  /** A link beside the title, e.g. { to: "/shop", label: "View all" }. */
  action?: { to: string; label: string };
  /** "start" (default) or "center". */
  align?: "start" | "center";
  className?: string;
}

export function SectionHeading({
  title,
  eyebrow,
  description,
  level = 2,
  id,
  action,
  align = "start",
  className,
}: SectionHeadingProps) {
  const generatedId = useId();
  const { to } = useI18n();
  const Heading = `h${level}` as const;
  const classes = ["section-heading", `section-heading--${align}`, className].filter(Boolean).join(" ");
  return (
    <div className={classes}>
      <div className="section-heading__text">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <Heading id={id ?? generatedId} className="section-heading__title">
          {title}
        </Heading>
        {description && <p className="section-heading__description">{description}</p>}
      </div>
      {action && (
        <Link to={to(action.to)} className="section-heading__action">
          {action.label}
          <Icon name="arrow-right" size={18} />
        </Link>
      )}
    </div>
  );
}
