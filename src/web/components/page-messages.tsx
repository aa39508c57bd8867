// Whole-page messages inside the frame: the 404 page (with a way back into each category) and the
// page for unexpected failures ("Unexpected Application Error", spec section 2).
import { Link } from "react-router";
import { parentCategories } from "../../core/catalogue.ts";
import { Button, ButtonLink } from "./button.tsx";
import { CategoryArt } from "./category-art.tsx";
import { CrystalMark } from "./frame/logo.tsx";
import { Icon } from "./icon.tsx";
import { parentCopy } from "./parent-copy.ts";
import "../styles/pages.css";

export interface NotFoundContentProps {
  /** The heading (default "This page has wandered off"); e.g. "Product not found". */
  title?: string;
  /** The sentence under it. */
  text?: string;
}

export function NotFoundContent({
  title = "This page has wandered off",
  text = "The page you were looking for is not here. It may have moved, or the link may be mistyped. Let us help you find your way back.",
}: NotFoundContentProps = {}) {
  return (
    <div className="page-message page-width page-width--wide">
      <div className="page-message__intro">
        <span className="page-message__mark">
          <CrystalMark size={40} />
        </span>
        <p className="eyebrow">Error 404</p>
        <h1 className="page-message__title">{title}</h1>
        <p className="page-message__text">{text}</p>
        <div className="page-message__actions">
          <ButtonLink to="/shop">Shop all products</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Back to home
          </ButtonLink>
        </div>
      </div>

      <section className="page-message__categories" aria-labelledby="lost-categories">
        <h2 id="lost-categories" className="page-message__subtitle">
          Or explore a collection
        </h2>
        <ul className="plain-list category-tiles">
          {parentCategories.map((parent) => (
            <li key={parent.slug}>
              <Link to={parent.landing} className={`category-tile category-tile--${parent.slug}`}>
                <CategoryArt slug={parent.slug} className="category-tile__art" />
                <span className="category-tile__name">{parent.name}</span>
                <span className="category-tile__line">
                  {parentCopy[parent.slug].launchingSoon ? "Launching soon" : parentCopy[parent.slug].headline}
                </span>
                <Icon name="arrow-right" size={18} className="category-tile__arrow" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export interface ErrorContentProps {
  /** Shown only in development, to whoever is fixing it. */
  detail?: string;
}

export function ErrorContent({ detail }: ErrorContentProps) {
  return (
    <div className="page-message page-width">
      <div className="page-message__intro">
        <span className="page-message__mark page-message__mark--muted">
          <CrystalMark size={40} />
        </span>
        <p className="eyebrow">Something went wrong</p>
        <h1 className="page-message__title">Unexpected Application Error</h1>
        <p className="page-message__text">
          We could not show this page just now. Please try again in a moment; if it keeps happening, write to us and we
          will look into it.
        </p>
        <div className="page-message__actions">
          <Button onClick={() => window.location.reload()}>Try again</Button>
          <ButtonLink to="/" variant="secondary" reloadDocument>
            Back to home
          </ButtonLink>
        </div>
        {detail && <pre className="page-message__detail">{detail}</pre>}
      </div>
    </div>
  );
}
