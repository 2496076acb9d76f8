import { paths } from "../../config/paths";

export type NavItem = { label: string; href: string };

/** The links across the top of every page; Dashboard is added for signed-in visitors. */
export const primaryNav: NavItem[] = [
  { label: "Courses", href: paths.courses.href() },
  { label: "Mock Tests", href: paths.tests.href() },
  { label: "Mentorship", href: paths.mentorship.href() },
  { label: "Community", href: paths.community.href() },
  { label: "Pricing", href: paths.pricing.href() },
  { label: "Donate", href: paths.donations.href() },
];

export const footerNav: NavItem[] = [
  { label: "Courses", href: paths.courses.href() },
  { label: "Mock Tests", href: paths.tests.href() },
  { label: "Pricing", href: paths.pricing.href() },
  { label: "About", href: paths.about.href() },
  { label: "Blog", href: paths.blog.href() },
  { label: "Help", href: paths.help.href() },
  { label: "Privacy", href: paths.privacy.href() },
  { label: "Terms", href: paths.terms.href() },
];

/** Navigation for the visitor: the Dashboard link sits before Pricing once signed in. */
export function navFor(dashboardHref: string | null): NavItem[] {
  if (!dashboardHref) return primaryNav;
  const items = [...primaryNav];
  items.splice(4, 0, { label: "Dashboard", href: dashboardHref });
  return items;
}
