// A list of links (the menus' categories, intents and chakras).
import { Link } from "react-router";
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
  return (
    <ul className={`plain-list ${listClassName}`}>
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.href} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
