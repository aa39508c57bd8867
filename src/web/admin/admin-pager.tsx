// Previous / Page n of m / Next under an admin list, keeping the list's other query parameters.
import { Link, useSearchParams } from "react-router";

export function AdminPager({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const pageLink = (to: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(to));
    return `?${next}`;
  };
  return (
    <nav className="admin-pager" aria-label="Pages">
      {page > 1 && <Link to={pageLink(page - 1)}>Previous</Link>}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages && <Link to={pageLink(page + 1)}>Next</Link>}
    </nav>
  );
}
