/**
 * Small icons, each a `<use>` of a symbol of the sprite (content/images/icons.svg) that every page carries once
 * (icon-sprite.tsx): neither the markup of each icon nor the JavaScript carries the drawings. Decorative: the link
 * or button around them carries the name.
 */
import React from "react";

type IconProps = { readonly size?: number; readonly className?: string };

function Icon({ size = 20, className, name }: IconProps & { name: string }) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true">
      <use href={`#${name}`} />
    </svg>
  );
}

export const WhatsAppIcon = (p: IconProps) => <Icon {...p} name="whats-app" />;
export const FacebookIcon = (p: IconProps) => <Icon {...p} name="facebook" />;
export const LinkedInIcon = (p: IconProps) => <Icon {...p} name="linked-in" />;
export const PhoneIcon = (p: IconProps) => <Icon {...p} name="phone" />;
export const MailIcon = (p: IconProps) => <Icon {...p} name="mail" />;
export const PinIcon = (p: IconProps) => <Icon {...p} name="pin" />;
export const ClockIcon = (p: IconProps) => <Icon {...p} name="clock" />;
export const ChevronDownIcon = (p: IconProps) => <Icon {...p} name="chevron-down" />;
/**
 * Drawn here, not in the sprite: only an open mega-menu shows it, which the browser renders, so no page's HTML needs
 * its symbol, and every symbol of the sprite is in every page.
 */
export const ArrowRightIcon = ({ size = 20, className }: IconProps) => (
  <svg
    className={className}
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);
export const MenuIcon = (p: IconProps) => <Icon {...p} name="menu" />;
export const CloseIcon = (p: IconProps) => <Icon {...p} name="close" />;
export const CheckIcon = (p: IconProps) => <Icon {...p} name="check" />;
