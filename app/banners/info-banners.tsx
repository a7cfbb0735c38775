import { useFetcher } from "@remix-run/react";
import { useRef } from "react";

import { visuallyHidden } from "~/ui/a11y.css";
import { useHydrated } from "~/ui/hooks/use-hydrated";
import { CloseIcon, Icon } from "~/ui/icons/icons";

import * as styles from "./banners.css";
import type { Promotions } from "./promotions.server";

type InfoData = Promotions["info"];
type Banner = InfoData["banners"][number];

/**
 * Info banners (spec 001 §2 §4 §9): default, campaign and Eleva. The campaign
 * banner closes with 'Fechar': a plain POST form to /api/banners/close, which
 * remembers the id in a cookie and sends the grower back (303), so it works
 * without JavaScript. With JavaScript the same form goes through a fetcher:
 * the banner disappears at once and the page does not move.
 */
export function InfoBanners({ data }: { data: InfoData }) {
  const heading = useRef<HTMLHeadingElement>(null);
  if (!data.banners.length) return null;
  return (
    <section aria-labelledby="info-banners-heading">
      <h2 id="info-banners-heading" ref={heading} tabIndex={-1} className={visuallyHidden}>
        {data.label}
      </h2>
      <ul className={styles.infoList}>
        {data.banners.map((banner) => (
          <InfoBanner key={banner.id} banner={banner} close={data.close} onClosed={() => heading.current?.focus()} />
        ))}
      </ul>
    </section>
  );
}

function InfoBanner({ banner, close, onClosed }: { banner: Banner; close: InfoData["close"]; onClosed: () => void }) {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  // Closed as soon as the form is on its way: the cookie will say so on the next visit.
  if (fetcher.formData?.get("id") === banner.id || fetcher.data) return null;
  const onBrand = banner.variant === "eleva";
  return (
    <li className={styles.info[banner.variant]} data-banner={banner.variant}>
      {banner.iconSize ? <BannerIcon variant={banner.variant} size={banner.iconSize} /> : <span />}
      <div className={styles.infoBody}>
        {banner.season ? <p className={styles.season}>{banner.season}</p> : null}
        <h3 className={styles.infoTitle}>{banner.title}</h3>
        {banner.text ? <p className={styles.text}>{banner.text}</p> : null}
        {banner.cta?.href ? (
          <a href={banner.cta.href} className={`${styles.textLink} ${onBrand ? styles.onBrandLink : ""}`}>
            {banner.cta.label}
          </a>
        ) : null}
      </div>
      {banner.closable ? (
        <fetcher.Form
          method="post"
          action={close.action}
          className={styles.closeForm}
          onSubmit={() => {
            // The list loses this item: give focus somewhere that stays.
            queueMicrotask(onClosed);
          }}
        >
          <input type="hidden" name="id" value={banner.id} />
          <input type="hidden" name="returnTo" value={close.returnTo} />
          {hydrated ? <input type="hidden" name="stay" value="1" /> : null}
          <button type="submit" className={styles.closeButton} aria-label={banner.closeLabel}>
            <CloseIcon size={20} />
            {close.label}
          </button>
        </fetcher.Form>
      ) : null}
    </li>
  );
}

/** Spec 001 §9: 40 px on the Eleva banner, 24 px on the campaign banner (the shared Icon marks its size). */
function BannerIcon({ variant, size }: { variant: Banner["variant"]; size: number }) {
  return (
    <Icon size={size} className={styles.infoIcon}>
      {variant === "eleva" ? (
        <path d="M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7z" />
      ) : (
        <>
          <path d="M4 10v4l11 5V5L4 10z" />
          <path d="M18 9a3 3 0 0 1 0 6" />
        </>
      )}
    </Icon>
  );
}
