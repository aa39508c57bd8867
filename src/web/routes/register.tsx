// /register: the registration screen (spec: the same fields as the sign-up panel and a Register
// button). Like the panel it asks the server to keep the form and mail a code, then goes on to
// /verification; the account exists only once the code is entered.
import { Link } from "react-router";
import { signUp } from "../account/actions.ts";
import { formFields } from "../account/answers.ts";
import { SignUpForm } from "../account/signup-form.tsx";
import { redirectSignedIn } from "../guards.ts";
import type { Route } from "./+types/register";
import "../account/account.css";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [{ title: t("Register · Sattva") }];
}

export function loader({ context }: Route.LoaderArgs) {
  redirectSignedIn(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return signUp(context, await formFields(request));
}

export default function Register() {
  const { t, to } = useI18n();
  return (
    <div className="account-page account-page--centred">
      <section className="account-card" aria-labelledby="register-title">
        <h1 id="register-title" className="account-title">
          {t("Register")}
        </h1>
        <p className="account-lead">
          {t("Create your Sattva account. We will e-mail you a code to confirm your address.")}
        </p>
        <SignUpForm action={to("/register")} submitLabel={t("Register")} />
        <p className="account-aside">
          {t("Already have an account?")} <Link to={to("/login")}>{t("Sign in")}</Link>
        </p>
      </section>
    </div>
  );
}
