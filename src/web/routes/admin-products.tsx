// /admin-view-products: every product as a card (image, name, category path, price range, stock,
// status), searched on the server by name, SKU or category path; Delete asks first, and a product
// that was ordered is archived rather than erased. Add and Update open the product form.
// The list is what the URL says (search, status, page): nothing is copied into state, and a delete
// reloads the page's data.

import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { formatRupees, fromRupees } from "../../core/money.ts";
import { countOf } from "../../core/plural.ts";
import { todoFilter } from "../../core/product-todos.ts";
import { AdminListHead } from "../admin/admin-list-head.tsx";
import { AdminPager } from "../admin/admin-pager.tsx";
import { CategoryNames } from "../admin/category-names.tsx";
import { ButtonLink } from "../components/button.tsx";
import { ProductImage } from "../components/product-image.tsx";
import { useToast } from "../components/toast.tsx";
import { requireAdmin } from "../guards.ts";
import { callApi } from "../shared/api.ts";
import type { Route } from "./+types/admin-products";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Product Management · Admin · Sattva" }];
}

const statuses = ["active", "draft", "archived"] as const;
const statusOptions = statuses.map((value) => ({ value, label: value }));

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const url = new URL(request.url);
  const search = (url.searchParams.get("search") ?? "").slice(0, 100);
  const status = url.searchParams.get("status") ?? "";
  const todo = url.searchParams.get("todo") === todoFilter.value ? todoFilter.value : "";
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const list = await context.services.admin.products({
    search: search || undefined,
    status: (statuses as readonly string[]).includes(status) ? status : undefined,
    todo: todo || undefined,
    page,
    pageSize: 24,
  });
  return { ...list, search, status, todo };
}

type AdminProduct = Route.ComponentProps["loaderData"]["products"][number];

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { products, total, page, pageSize, search, status, todo } = loaderData;
  return (
    <div className="admin-page">
      <AdminListHead
        title="Product Management"
        action={
          <ButtonLink to="/addproduct" size="sm">
            Add New Product
          </ButtonLink>
        }
        search={{ value: search, placeholder: "Name, SKU or category" }}
        choices={[
          { label: "Status", name: "status", value: status, all: true, options: statusOptions },
          { label: "To do", name: "todo", value: todo, all: true, options: [todoFilter] },
        ]}
        submitLabel="Search"
      />
      <p className="dashboard-muted">{countOf(total, "product")}</p>
      {products.length === 0 ? (
        <p className="admin-empty">
          {search || status || todo ? "No products match your search" : "No products available"}
        </p>
      ) : (
        <ul className="coupon-grid plain-list">
          {products.map((product) => (
            <ProductTile key={product._id} product={product} />
          ))}
        </ul>
      )}
      <AdminPager page={page} total={total} pageSize={pageSize} />
      <CategoryNames />
    </div>
  );
}

function ProductTile({ product }: { product: AdminProduct }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const price =
    product.minPrice === product.maxPrice
      ? formatRupees(fromRupees(product.minPrice))
      : `${formatRupees(fromRupees(product.minPrice))} – ${formatRupees(fromRupees(product.maxPrice))}`;

  async function remove() {
    if (!window.confirm("Are you sure you want to delete this product?")) return;
    setBusy(true);
    try {
      const answer = await callApi<{ outcome: "deleted" | "archived"; message: string }>(
        "DELETE",
        `/api/products/${encodeURIComponent(product._id)}`,
      );
      toast(answer.message, { tone: "success" });
      await revalidator.revalidate();
    } catch {
      toast("Failed to delete product", { tone: "error" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="dashboard-card admin-product">
      <div className="admin-product__media">
        <ProductImage className="admin-product__image" src={product.image} alt="" sizes="96px" />
      </div>
      <div className="admin-product__body">
        <p className="admin-product__name">{product.name}</p>
        <p className="dashboard-muted">{product.category}</p>
        <p className="dashboard-muted">
          SKU {product.sku} · {product.variants} {product.variants === 1 ? "variant" : "variants"}
        </p>
        <p>
          {price} ·{" "}
          <span className={product.stock === 0 ? "admin-list__alert" : undefined}>{product.stock} in stock</span>
        </p>
        {product.todos.length > 0 && (
          <div className="admin-product__todos">
            <p className="admin-product__todos-title">{todoFilter.label}</p>
            <ul>
              {product.todos.map((todo) => (
                <li key={todo}>{todo}</li>
              ))}
            </ul>
          </div>
        )}
        {product.waiting.length > 0 && (
          <p className="dashboard-muted">
            Waiting for it:{" "}
            {product.waiting.map((variant) => `${variant.variant} ${countOf(variant.waiting, "shopper")}`).join(" · ")}
          </p>
        )}
        <p>
          <span className={`status-badge status-badge--${product.status === "active" ? "delivered" : "cancelled"}`}>
            {product.status}
          </span>
          {product.bestSeller && <span className="badge badge--rose">Best Seller</span>}
          {product.featureProduct && <span className="badge badge--amethyst">Featured</span>}
        </p>
        <div className="dashboard-form__buttons">
          <Link className="link-button" to={`/productdetails/${product._id}-0`}>
            View<span className="visually-hidden"> {product.name}</span>
          </Link>
          <Link className="link-button" to={`/admin-update-product-form?id=${encodeURIComponent(product._id)}`}>
            Update<span className="visually-hidden"> {product.name}</span>
          </Link>
          {product.status !== "archived" && (
            <button type="button" className="link-button" disabled={busy} onClick={() => void remove()}>
              Delete<span className="visually-hidden"> {product.name}</span>
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
