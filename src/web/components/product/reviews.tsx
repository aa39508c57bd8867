// Customer Reviews (spec): the star summary with a bar per rating (Excellent to Poor), the latest
// reviews with their photos, videos and YouTube link (a plain link: nothing is embedded from
// another site), and Write a review, which opens the form in a dialog. The form's code loads only
// when it is first wanted. Reviewers' e-mail addresses never reach this page.

import { lazy, Suspense, useState } from "react";
import { useRevalidator } from "react-router";
import { formatLongDate } from "../../../core/dates.ts";
import { mediaKeyOf } from "../../../core/media.ts";
import { ratingLabels } from "../../../core/rating-labels.ts";
import type { ProductDetail, ProductReview } from "../../../core/schemas/catalogue.ts";
import { English, useI18n } from "../../i18n/i18n.tsx";
import { Button } from "../button.tsx";
import { Drawer } from "../drawer.tsx";
import { Icon } from "../icon.tsx";
import { ProductImage } from "../product-image.tsx";
import { Stars } from "../stars.tsx";

const loadReviewForm = () => import("./review-form.tsx");
const ReviewForm = lazy(loadReviewForm);

function ReviewMedia({ review }: { review: ProductReview }) {
  const { t } = useI18n();
  if (review.mediaUrls.length === 0 && !review.youtubeURL) return null;
  return (
    <div className="review__attachments">
      {review.mediaUrls.length > 0 && (
        <ul className="review__media plain-list">
          {review.mediaUrls.map((url, index) =>
            mediaKeyOf(url) ? (
              <li key={url}>
                <a className="review__photo" href={url} target="_blank" rel="noopener">
                  <ProductImage
                    src={url}
                    alt={t("Photo {n} from {name}'s review (opens in a new tab)", { n: index + 1, name: review.name })}
                    width={96}
                    height={120}
                    sizes="96px"
                    widths={[240]}
                  />
                </a>
              </li>
            ) : (
              <li key={url}>
                {/* biome-ignore lint/a11y/useMediaCaption: shoppers' own clips come without captions */}
                <video
                  className="review__video"
                  src={url}
                  controls
                  preload="none"
                  width={160}
                  height={120}
                  aria-label={t("Video from {name}'s review", { name: review.name })}
                />
              </li>
            ),
          )}
        </ul>
      )}
      {review.youtubeURL && (
        <a className="review__youtube" href={review.youtubeURL} target="_blank" rel="noopener noreferrer nofollow ugc">
          <Icon name="youtube" size={20} />
          {t("Watch {name}'s video on YouTube", { name: review.name })}
          <span className="visually-hidden"> {t("(opens in a new tab)")}</span>
        </a>
      )}
    </div>
  );
}

function ReviewItem({ review, variantName }: { review: ProductReview; variantName: string | undefined }) {
  const { t, language } = useI18n();
  return (
    <li className="review">
      <article aria-label={t("{title}, by {name}", { title: review.title, name: review.name })}>
        <Stars rating={review.rating} size={16} />
        <h3 className="review__title">
          <English>{review.title}</English>
        </h3>
        <p className="review__meta">
          <span className="review__name">
            <English>{review.name}</English>
          </span>
          {review.verifiedPurchase && (
            <>
              <span aria-hidden="true"> · </span>
              <span className="review__verified">{t("Verified purchase")}</span>
            </>
          )}
          <span aria-hidden="true"> · </span>
          <time dateTime={review.date}>{formatLongDate(review.date, language)}</time>
          {variantName && (
            <>
              <span aria-hidden="true"> · </span>
              <span>
                <English>{variantName}</English>
              </span>
            </>
          )}
        </p>
        <p className="review__text">
          <English>{review.reviewText}</English>
        </p>
        <ReviewMedia review={review} />
      </article>
    </li>
  );
}

function ReviewSummary({ product }: { product: ProductDetail }) {
  const { t } = useI18n();
  const { average, count, distribution } = product.reviewSummary;
  return (
    <div className="review-summary__figures">
      <p className="review-summary__average">
        <span className="review-summary__score">{count > 0 ? average.toFixed(1) : "–"}</span>
        <span className="visually-hidden"> {t("out of 5")}</span>
      </p>
      <Stars rating={average} size={20} />
      <p className="review-summary__count">
        {count > 0 ? t("Based on {n, plural, one {# review} other {# reviews}}", { n: count }) : t("No reviews yet")}
      </p>
      <ul className="rating-bars plain-list">
        {ratingLabels.map(({ stars, label }) => {
          const reviews = distribution[String(stars) as keyof typeof distribution] ?? 0;
          const share = count > 0 ? Math.round((reviews / count) * 100) : 0;
          return (
            <li key={stars} className="rating-bars__row">
              <span className="rating-bars__label">{t(label)}</span>
              <span className="rating-bars__track" aria-hidden="true">
                <span className="rating-bars__fill" style={{ width: `${share}%` }} />
              </span>
              <span className="rating-bars__count">
                {reviews}
                <span className="visually-hidden"> {reviews === 1 ? t("review") : t("reviews")}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export interface ProductReviewsProps {
  product: ProductDetail;
  variantId: string | undefined;
  /** Pre-fills the form's name for a signed-in shopper. */
  shopperName?: string;
}

export function ProductReviews({ product, variantId, shopperName }: ProductReviewsProps) {
  const { t } = useI18n();
  const [writing, setWriting] = useState(false);
  const revalidator = useRevalidator();
  const variantNames = new Map(product.variants.map((variant) => [variant._id, variant.variantname]));
  const { count } = product.reviewSummary;

  return (
    <section id="reviews" className="reviews section page-width" aria-labelledby="reviews-heading">
      <div className="review-summary">
        <div className="review-summary__intro">
          <p className="eyebrow">{t("In their words")}</p>
          <h2 id="reviews-heading" className="reviews__heading">
            {t("Customer Reviews")}
          </h2>
          <p className="text-soft">{t("Bought this? Tell other shoppers how it has been for you.")}</p>
          <Button
            variant="secondary"
            onPointerEnter={loadReviewForm}
            onFocus={loadReviewForm}
            onClick={() => setWriting(true)}
            aria-haspopup="dialog"
          >
            {t("Write a review")}
          </Button>
        </div>
        <ReviewSummary product={product} />
      </div>

      {product.reviews.length > 0 ? (
        <ul className="review-list plain-list">
          {product.reviews.map((review) => (
            <ReviewItem
              key={review._id}
              review={review}
              variantName={review.variantId ? variantNames.get(review.variantId) : undefined}
            />
          ))}
        </ul>
      ) : (
        <p className="reviews__empty">{t("Be the first to review {name}.", { name: product.name })}</p>
      )}
      {count > product.reviews.length && (
        <p className="reviews__more text-soft">
          {t("Showing the {shown} latest of {count} reviews.", { shown: product.reviews.length, count })}
        </p>
      )}

      <Drawer open={writing} onClose={() => setWriting(false)} title={t("Write a review")} className="review-drawer">
        {writing && (
          <Suspense fallback={<p role="status">{t("Loading...")}</p>}>
            <ReviewForm
              productId={product._id}
              productName={product.name}
              variantId={variantId}
              defaultName={shopperName}
              onSubmitted={() => {
                setWriting(false);
                revalidator.revalidate();
              }}
            />
          </Suspense>
        )}
      </Drawer>
    </section>
  );
}
