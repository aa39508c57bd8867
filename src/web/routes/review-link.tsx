// /review?token=…: a review request's link for one piece of a delivered order (no sign-in: the token
// is random, kept hashed and expires). Shows the piece (picture, name, variant) and the review form;
// the review is a verified purchase and waits for the quick check. A used link says so; a bad or
// expired one gets a clear page (400 / 410), never an error page.
import { lazy, Suspense, useState } from "react";
import { data } from "react-router";
import { productPath } from "../../core/catalogue.ts";
import { reviewLinkMessages } from "../../core/reviews.ts";
import { reviewLinkQuerySchema } from "../../core/schemas/reviews.ts";
import { ButtonLink } from "../components/button.tsx";
import { English, metaI18n, useI18n } from "../i18n/i18n.tsx";
import { rich } from "../i18n/words.tsx";
import type { Route } from "./+types/review-link";
import "../styles/content.css";
import "../styles/privacy.css";
import "../styles/product.css";

const ReviewForm = lazy(() => import("../components/product/review-form.tsx"));

// the page names what a shopper bought: never cached
export { personalPageHeaders as headers } from "../personal.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [{ title: t("Review your piece · Sattva") }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const parsed = reviewLinkQuerySchema.safeParse({ token: new URL(request.url).searchParams.get("token") ?? "" });
  if (!parsed.success) return data({ ok: false as const, message: reviewLinkMessages.invalid }, { status: 400 });
  try {
    const line = await context.services.reviewLinks.line(parsed.data.token);
    return { ok: true as const, token: parsed.data.token, line };
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 400 || status === 410) {
      return data({ ok: false as const, message: (error as Error).message }, { status });
    }
    throw error;
  }
}

export default function ReviewLink({ loaderData }: Route.ComponentProps) {
  const [thanks, setThanks] = useState<string>();
  const { t, to } = useI18n();
  if (!loaderData.ok) {
    return (
      <div className="page-width section narrow-page">
        <p className="eyebrow">{t("Write a review")}</p>
        <h1>{t("This link does not work")}</h1>
        <p className="form-error">{t(loaderData.message)}</p>
        <ButtonLink to={to("/shop")}>{t("Continue shopping")}</ButtonLink>
      </div>
    );
  }
  const { line, token } = loaderData;
  return (
    <div className="page-width section narrow-page review-link">
      <p className="eyebrow">{t("Write a review")}</p>
      <h1>{rich(t("How do you find your {name}?"), { name: <English>{line.productName}</English> })}</h1>
      <div className="review-link__piece">
        {line.imageUrl && (
          <img className="review-link__image" src={line.imageUrl} alt="" width={96} height={96} loading="eager" />
        )}
        <p>
          <strong>
            <English>{line.productName}</English>
          </strong>
          <br />
          <span className="text-soft">
            <English>{line.variantName}</English>
          </span>
        </p>
      </div>
      {thanks ? (
        <>
          <p className="form-notice" role="status">
            {t(thanks)}
          </p>
          <ButtonLink to={to(productPath(line.productId))}>{t("See the piece")}</ButtonLink>
        </>
      ) : line.reviewed ? (
        <>
          <p className="form-notice" role="status">
            {t(reviewLinkMessages.alreadyReviewed)}
          </p>
          <ButtonLink to={to(productPath(line.productId))}>{t("See the piece")}</ButtonLink>
        </>
      ) : (
        <Suspense fallback={<p>{t("Loading the form…")}</p>}>
          <ReviewForm
            productId={line.productId}
            productName={line.productName}
            variantId={line.variantId}
            defaultName={line.firstName}
            linkToken={token}
            onSubmitted={setThanks}
          />
        </Suspense>
      )}
    </div>
  );
}
