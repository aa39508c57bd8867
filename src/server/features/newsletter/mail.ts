// The newsletter's confirm mail (double opt-in): sent because the address was typed on the home page
// or to the API, so it carries no withdrawal link: nothing follows unless it is clicked.
import {
  button,
  heading,
  layout,
  type Mail,
  type MailBrand,
  pageLink,
  paragraph,
  quiet,
  textFooter,
} from "../mail/templates.ts";

export function confirmSignupMail(brand: MailBrand, input: { token: string }): Mail {
  const confirm = pageLink(brand, `/newsletter/confirm?token=${encodeURIComponent(input.token)}`);
  const subject = "Confirm your subscription to Sattva's letters";
  const asked =
    "Someone, we hope you, asked us to send Sattva's letters about new arrivals, offers and rituals to this address.";
  const ignore = "If it was not you, ignore this e-mail: without the click we will not write again.";
  const body =
    heading("Confirm your subscription") +
    paragraph(asked) +
    (confirm ? button("Yes, subscribe me", confirm) : "") +
    quiet(ignore);
  const text =
    `Confirm your subscription\n\n${asked}` +
    (confirm ? `\n\nYes, subscribe me: ${confirm}` : "") +
    `\n\n${ignore}` +
    textFooter(brand);
  return { template: "newsletter-confirm", subject, html: layout(brand, subject, body), text };
}
