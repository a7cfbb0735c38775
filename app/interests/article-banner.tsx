import { Link } from "@remix-run/react";

import { buttonClassName } from "~/ui/button/button";

import * as styles from "./interests.css";
import type { BannerView } from "./view.server";

/**
 * The article banner (spec 001 §2 §4): logged out, a sign-in that comes back
 * to this page; logged in without interests, a link that opens the topics
 * modal (the modal's address); nothing when the grower has interests.
 */
export function ArticleBanner({ banner }: { banner: BannerView }) {
  if (banner.state === "none" || !banner.action) return null;
  return (
    <aside className={styles.banner} aria-labelledby="article-banner-title">
      <div>
        <h2 id="article-banner-title" className={styles.bannerTitle}>
          {banner.title}
        </h2>
        <p className={styles.bannerBody}>{banner.body}</p>
      </div>
      {banner.state === "sign-in" ? (
        // Sign-in leaves the application (the provider's pages): a full document load.
        <a href={banner.action.href} className={buttonClassName({})}>
          {banner.action.label}
        </a>
      ) : (
        <Link to={banner.action.href} className={buttonClassName({})} preventScrollReset>
          {banner.action.label}
        </Link>
      )}
    </aside>
  );
}
