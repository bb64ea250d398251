/**
 * Small icons from one cached sprite (content/images/icons.svg): each page references them with <use>, so
 * neither its HTML nor its JavaScript carries the drawings. Decorative: the link or button around them
 * carries the name.
 */
import React from "react";
import { useSiteData } from "../../hooks/use-site-data";

type IconProps = { readonly size?: number; readonly className?: string };

function Icon({ size = 20, className, name }: IconProps & { name: string }) {
  const { iconsUrl } = useSiteData();
  return (
    <svg className={className} width={size} height={size} aria-hidden="true">
      <use href={`${iconsUrl}#${name}`} />
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
export const ArrowRightIcon = (p: IconProps) => <Icon {...p} name="arrow-right" />;
export const MenuIcon = (p: IconProps) => <Icon {...p} name="menu" />;
export const CloseIcon = (p: IconProps) => <Icon {...p} name="close" />;
export const CheckIcon = (p: IconProps) => <Icon {...p} name="check" />;
