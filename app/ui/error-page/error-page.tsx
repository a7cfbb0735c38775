import { buttonLink, container, pageBlock } from "../layout.css";
import { Logo } from "../logo/logo";
import * as styles from "./error-page.css";

export interface ErrorPageProps {
  title: string;
  body: string;
  homeLabel: string;
  homeHref: string;
  /** The brand's word beside the mark; the mark alone when absent. */
  brand?: string;
}

/**
 * A whole page for errors that escape every route: no layout data is
 * available, so it carries its own minimal banner (the mark links home) and
 * its own <main>.
 */
export function ErrorPage({ title, body, homeLabel, homeHref, brand }: ErrorPageProps) {
  return (
    <>
      <header className={styles.header}>
        <div className={container}>
          <a href={homeHref} aria-label={brand ? undefined : homeLabel} className={styles.brand}>
            <Logo brand={brand} />
          </a>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={`${container} ${pageBlock}`}>
        <h1>{title}</h1>
        <p className={styles.body}>{body}</p>
        <a href={homeHref} className={buttonLink}>
          {homeLabel}
        </a>
      </main>
    </>
  );
}
