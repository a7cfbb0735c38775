import { Link } from "@remix-run/react";

import type { ResolvedLink } from "~/navigation/resolve";
import { isActiveHref } from "~/navigation/resolve";

const trimmed = (path: string) => path.replace(/\/+$/, "") || "/";

/**
 * How a link relates to the current page: "page" when it is the page,
 * "true" when it is one of its ancestors, nothing otherwise.
 */
export function currentness(href: string, pathname: string): "page" | "true" | undefined {
  if (!isActiveHref(href, pathname)) return undefined;
  return trimmed(href) === trimmed(pathname) ? "page" : "true";
}

/** A navigation link: client-side for our pages, a plain link for other sites. */
export function NavLink({
  link,
  current,
  className,
}: {
  link: ResolvedLink;
  current?: "page" | "true";
  className?: string;
}) {
  if (link.external) {
    return (
      <a href={link.href} className={className}>
        {link.label}
      </a>
    );
  }
  return (
    <Link to={link.href} className={className} aria-current={current}>
      {link.label}
    </Link>
  );
}
