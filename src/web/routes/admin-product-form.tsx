// /addproduct and /admin-update-product-form?id={productId}: the admin's product form. The spec
// passed the product in navigation state; here its id is in the URL, so the page can be reloaded.
// Without a product to update it says 'No product data received' and returns to the list. Under the
// form of a saved product, the kit editor (decision 0059) makes one of its variants a kit.
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { draftOf, emptyDraft } from "../admin/product-form/draft.ts";
import { KitEditor } from "../admin/product-form/kit-editor.tsx";
import { ProductForm } from "../admin/product-form/product-form.tsx";
import { requireAdmin } from "../guards.ts";
import type { Route } from "./+types/admin-product-form";
import "../account/account.css";
import "../styles/checkout.css";
import "../styles/dashboard.css";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.adding ? "Add Product" : "Update Product"} · Admin · Sattva` }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const url = new URL(request.url);
  const adding = url.pathname.replace(/\/+$/, "") === "/addproduct";
  const id = url.searchParams.get("id")?.slice(0, 200) ?? "";
  const [choices, product, kits] = await Promise.all([
    context.services.admin.productFormChoices(),
    adding || !id ? null : context.services.admin.editableProduct(id),
    adding || !id ? {} : context.services.admin.kits(id),
  ]);
  return { adding, choices, product, kits };
}

export default function AdminProductForm({ loaderData }: Route.ComponentProps) {
  const { adding, choices, product, kits } = loaderData;
  const navigate = useNavigate();
  const missing = !adding && !product;
  useEffect(() => {
    if (!missing) return;
    const timer = window.setTimeout(() => navigate("/admin-view-products", { replace: true }), 2000);
    return () => window.clearTimeout(timer);
  }, [missing, navigate]);

  return (
    <div className="admin-page">
      <header className="admin-page__head">
        <h1 className="admin-page__title">{adding ? "Add Product" : "Update Product"}</h1>
        <Link className="link-button" to="/admin-view-products">
          Back to products
        </Link>
      </header>
      {missing ? (
        <p className="form-error" role="alert">
          No product data received
        </p>
      ) : (
        <>
          <ProductForm
            key={product?._id ?? "new"}
            productId={product?._id ?? null}
            initial={product ? draftOf(product) : emptyDraft()}
            choices={choices}
            kitIds={Object.keys(kits)}
          />
          {product && (
            <KitEditor
              key={product._id}
              variants={product.variants.flatMap((variant) =>
                variant.id ? [{ id: variant.id, variantname: variant.variantname }] : [],
              )}
              kits={kits}
            />
          )}
        </>
      )}
    </div>
  );
}
