// The product's five questions (spec: one open at a time). Native <details> sharing a name make an
// exclusive accordion with no script: opening one closes the others.
import type { ProductDetail } from "../../../core/schemas/catalogue.ts";
import { English, useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../icon.tsx";

export const faqShown = 5;

export function ProductFaq({ faq }: { faq: ProductDetail["faq"] }) {
  const { t } = useI18n();
  const questions = faq.slice(0, faqShown);
  if (questions.length === 0) return null;
  return (
    <section className="faq section page-width" aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="faq__heading">
        {t("Frequently asked questions")}
      </h2>
      <div className="faq__list">
        {questions.map((item) => (
          <details key={item.question} className="disclosure faq__item" name="product-faq">
            <summary className="disclosure__summary faq__question">
              <English>{item.question}</English>
              <Icon name="chevron-down" size={20} className="disclosure__icon" />
            </summary>
            <div className="disclosure__body faq__answer">
              <p>
                <English>{item.answer}</English>
              </p>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
