// The shop's logo: a faceted crystal mark and the shop's name set in Cormorant, linking home.
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";

export function CrystalMark({ size = 28 }: { size?: number }) {
  return (
    <svg className="logo__mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 2.5 26.5 11 16 29.5 5.5 11Z" fill="currentColor" opacity="0.9" />
      <path d="M5.5 11h21L16 2.5Z" fill="currentColor" opacity="0.45" />
      <path d="M16 11v18.5L10.5 11Z" className="logo__shine" opacity="0.28" />
      <path d="M11 11 16 2.5 21 11Z" className="logo__shine" opacity="0.3" />
    </svg>
  );
}

export interface LogoProps {
  shopName: string;
  className?: string;
}

export function Logo({ shopName, className }: LogoProps) {
  const { t, to } = useI18n();
  return (
    <Link
      to={to("/")}
      className={className ? `logo ${className}` : "logo"}
      aria-label={t("{shopName}, home", { shopName })}
    >
      <CrystalMark />
      <span className="logo__name">{shopName}</span>
    </Link>
  );
}
