// A list of links (the menus' categories, intents and chakras).
import { Link } from "react-router";
import { English, useI18n } from "../../i18n/i18n.tsx";
import type { MenuLink } from "./menu-data.ts";

export function LinkList({
  links,
  listClassName,
  linkClassName,
}: {
  links: readonly MenuLink[];
  listClassName: string;
  linkClassName: string;
}) {
  const { to } = useI18n();
  return (
    <ul className={`plain-list ${listClassName}`}>
      {links.map((link) => (
        <li key={link.label}>
          <Link to={to(link.href)} className={linkClassName}>
            <English>{link.label}</English>
          </Link>
        </li>
      ))}
    </ul>
  );
}
