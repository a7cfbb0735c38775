import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { Button, ButtonLink } from "~/ui/button/button";
import { ErrorState } from "~/ui/error-state/error-state";
import { container, pageBlock } from "~/ui/layout.css";

import * as styles from "./courses.css";
import type { CourseView, ReadyCourse } from "./view.server";

/**
 * The course layout (spec 001 §2 §4): a progress sidebar with the numbered
 * modules, the current module, and back/forward. Back is disabled on the first
 * module and forward on the last. Each module is its own URL (?module=n), so
 * the browser's back button, a shared link and a page without JavaScript all
 * land on the same module; changing module brings the page to its top.
 */
export function CourseLayout({ data }: { data: CourseView }) {
  return (
    <div className={`${container} ${pageBlock}`}>
      <Link to={data.all.href} className={styles.back}>
        {`← ${data.all.label}`}
      </Link>
      {data.state === "error" ? (
        <ErrorState
          title={data.error.title}
          subtitle={data.error.subtitle}
          action={{ ...data.error.retry, reloadDocument: true }}
        />
      ) : (
        <Course data={data} />
      )}
    </div>
  );
}

function Course({ data }: { data: ReadyCourse }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(data.module.number);
  useEffect(() => {
    // A new module after a client-side navigation: back to the top, and focus on its title for screen readers.
    if (shown.current !== data.module.number) {
      window.scrollTo({ top: 0 });
      heading.current?.focus({ preventScroll: true });
    }
    shown.current = data.module.number;
  }, [data.module.number]);

  return (
    <>
      <p className={styles.eyebrow}>{data.category}</p>
      <h1 className={styles.heading}>{data.title}</h1>
      <p className={styles.lead}>{data.summary}</p>
      <div className={styles.layout}>
        <nav aria-label={data.modulesLabel} className={styles.sidebar}>
          <h2 className={styles.sidebarHeading} id="course-progress">
            {data.progress.label}
          </h2>
          <progress
            className={styles.progress}
            value={data.progress.current}
            max={data.progress.total}
            aria-labelledby="course-progress"
            aria-valuetext={data.progress.text}
          />
          <p className={styles.progressText}>{data.progress.text}</p>
          <ol className={styles.moduleList}>
            {data.modules.map((module) => (
              <li key={module.number}>
                <Link
                  to={module.href}
                  className={styles.moduleLink}
                  aria-current={module.state === "current" ? "page" : undefined}
                >
                  <span className={`${styles.number} ${styles.numberState[module.state]}`} aria-hidden="true">
                    {module.number}
                  </span>
                  <span className={styles.moduleName}>
                    {module.title}
                    {module.stateLabel ? <span className={styles.moduleState}>{`(${module.stateLabel})`}</span> : null}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.article} aria-labelledby="module-title">
          <p className={styles.eyebrow}>{data.progress.text}</p>
          <h2 id="module-title" ref={heading} tabIndex={-1} className={styles.moduleHeading}>
            {data.module.title}
          </h2>
          <p className={styles.muted}>{data.module.minutes}</p>
          {data.module.paragraphs.map((text) => (
            <p key={text} className={styles.paragraph}>
              {text}
            </p>
          ))}
          <div className={styles.pager}>
            <Step direction={data.previous} variant="secondary" rel="prev" />
            <Step direction={data.next} variant="primary" rel="next" />
          </div>
        </article>
      </div>
    </>
  );
}

/** Back or forward: a link while there is a module that way, a disabled button at either end. */
function Step({
  direction,
  variant,
  rel,
}: {
  direction: { label: string; href: string | null };
  variant: "primary" | "secondary";
  rel: "prev" | "next";
}) {
  const label = rel === "prev" ? `← ${direction.label}` : `${direction.label} →`;
  if (!direction.href) {
    return (
      <Button type="button" variant={variant} disabled data-step={rel}>
        {label}
      </Button>
    );
  }
  return (
    <ButtonLink to={direction.href} variant={variant} rel={rel} data-step={rel}>
      {label}
    </ButtonLink>
  );
}
