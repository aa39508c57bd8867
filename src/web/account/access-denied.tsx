// What a signed-in shopper sees on an admin page (spec section 6): 'Access Denied' / 'This page is
// not accessible by you.' with a Go to Home button. Served with status 403 by requireAdmin.
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ButtonLink } from "../components/button.tsx";
import "./account.css";

export function AccessDenied() {
  return (
    <div className="account-page account-page--centred">
      <div className="account-card account-card--narrow account-message">
        <h1 className="account-title">Access Denied</h1>
        <p>This page is not accessible by you.</p>
        <ButtonLink to="/">Go to Home</ButtonLink>
      </div>
    </div>
  );
}

/** The ErrorBoundary of guarded admin routes: Access Denied for 403, anything else goes up to the root. */
export function AccessDeniedBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <AccessDenied />;
  throw error;
}
