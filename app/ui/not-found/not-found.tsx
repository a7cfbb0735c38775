import { buttonLink, container, pageBlock } from "../layout.css";
import * as styles from "./not-found.css";

export interface NotFoundProps {
  /** The HTTP status shown large above the title (404 unless said otherwise, e.g. 403). */
  code?: number;
  title: string;
  body: string;
  homeLabel: string;
  homeHref: string;
  /** Each locale's home, for an address outside every locale. */
  otherLocales?: { locale: string; href: string; label: string }[];
}

/** The 404 (or 403) content (the page around it comes from the layout, or from the caller's <main>). */
export function NotFound({ code = 404, title, body, homeLabel, homeHref, otherLocales }: NotFoundProps) {
  return (
    <section className={`${container} ${pageBlock} ${styles.notFound}`}>
      <p aria-hidden="true" className={styles.code}>
        {code}
      </p>
      <h1>{title}</h1>
      <p className={styles.body}>{body}</p>
      <a href={homeHref} className={buttonLink}>
        {homeLabel}
      </a>
      {otherLocales?.length ? (
        <ul className={styles.locales}>
          {otherLocales.map((l) => (
            <li key={l.locale}>
              <a href={l.href} hrefLang={l.locale} lang={l.locale}>
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
