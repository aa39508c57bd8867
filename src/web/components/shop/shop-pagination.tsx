// Page links under the grid (spec section 9): page 1, the last page and the current page ±1 with
// ellipses, every page when there are 5 or fewer, plus Previous and Next. Plain links: the page
// number is in the URL.
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { type ShopState, shopUrl } from "../../shop/listing-url.ts";
import { pageItems } from "../../shop/pagination-items.ts";
import { Icon } from "../icon.tsx";

export interface ShopPaginationProps {
  state: ShopState;
  lastPage: number;
}

export function ShopPagination({ state, lastPage }: ShopPaginationProps) {
  const { t, to: inLanguage } = useI18n();
  if (lastPage <= 1) return null;
  const page = Math.min(state.page, lastPage);
  const to = (number: number) => inLanguage(shopUrl({ ...state, page: number }));
  return (
    <nav className="pagination" aria-label={t("Pages")}>
      <ul className="plain-list pagination__list">
        {page > 1 && (
          <li>
            <Link to={to(page - 1)} className="pagination__step" rel="prev">
              <Icon name="chevron-left" size={18} />
              <span className="pagination__step-text">{t("Previous")}</span>
            </Link>
          </li>
        )}
        {pageItems(page, lastPage).map((item, index) =>
          item === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by place
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={to(item)}
                className="pagination__page"
                aria-current={item === page ? "page" : undefined}
                aria-label={t("Page {n}", { n: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < lastPage && (
          <li>
            <Link to={to(page + 1)} className="pagination__step" rel="next">
              <span className="pagination__step-text">{t("Next")}</span>
              <Icon name="chevron-right" size={18} />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
