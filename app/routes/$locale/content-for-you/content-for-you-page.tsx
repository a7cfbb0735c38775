import { Link, useNavigate } from "@remix-run/react";

import { ArticleBanner } from "~/interests/article-banner";
import { TopicsDialog } from "~/interests/topics-dialog";
import { TopicsForm, type TopicsFormAnswer } from "~/interests/topics-form";
import type { ThemesView, TopicsBlockView } from "~/interests/view.server";
import { visuallyHidden } from "~/ui/a11y.css";
import { EmptyState } from "~/ui/empty-state/empty-state";
import { ErrorState } from "~/ui/error-state/error-state";
import { container, pageBlock } from "~/ui/layout.css";
import { Pagination } from "~/ui/pagination/pagination";
import { SideSheet } from "~/ui/side-sheet/side-sheet";

import * as styles from "./content-for-you.css";
import type { ContentForYouData } from "./route";

function TopicsBlock({ data }: { data: TopicsBlockView }) {
  return (
    <section aria-labelledby="topics-heading">
      <div className={styles.sectionHead}>
        <h2 id="topics-heading" className={styles.sectionHeading}>
          {data.heading}
        </h2>
        {data.edit ? (
          <Link to={data.edit.href} className={styles.textLink} preventScrollReset>
            {data.edit.label}
          </Link>
        ) : null}
      </div>
      {data.state === "error" && data.error ? (
        <ErrorState
          title={data.error.title}
          subtitle={data.error.subtitle}
          headingLevel={3}
          action={data.error.action}
        />
      ) : data.state === "empty" ? (
        <p className={styles.muted}>{data.empty}</p>
      ) : (
        <ul className={styles.chips}>
          {data.shown.map((title) => (
            <li key={title} className={styles.chip}>
              {title}
            </li>
          ))}
          {data.more ? <li className={styles.more}>{data.more}</li> : null}
        </ul>
      )}
    </section>
  );
}

function ThemesList({ data }: { data: ThemesView }) {
  return (
    <section aria-labelledby="themes-heading">
      <div className={styles.sectionHead}>
        <h2 id="themes-heading" className={styles.sectionHeading}>
          {data.heading}
        </h2>
        <p className={styles.muted}>{data.lead}</p>
      </div>
      {data.state === "error" && data.error ? (
        <ErrorState
          title={data.error.title}
          subtitle={data.error.subtitle}
          headingLevel={3}
          action={data.error.action}
        />
      ) : data.state === "list" ? (
        <>
          <ul className={styles.grid}>
            {data.items.map((item) => (
              <li key={item.id} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  <a href={item.href} className={styles.cardLink} target="_blank" rel="noopener noreferrer">
                    {item.title}
                    <span className={visuallyHidden}>{` (${data.newWindow})`}</span>
                  </a>
                </h3>
                <p className={styles.summary}>{item.summary}</p>
                <time dateTime={item.date.iso} className={styles.date}>
                  {item.date.text}
                </time>
                {item.tags.length ? <p className={styles.tags}>{item.tags.join(" · ")}</p> : null}
              </li>
            ))}
          </ul>
          <Pagination
            label={data.pagination.label}
            page={data.page}
            pageCount={data.pageCount}
            hrefFor={(page) => (page === 1 ? "?" : `?page=${page}`)}
            previousLabel={data.pagination.previous}
            nextLabel={data.pagination.next}
            pageLabel={(page) => data.pagination.page.replace("{page}", String(page))}
          />
        </>
      ) : (
        <EmptyState title={data.empty} headingLevel={3} />
      )}
    </section>
  );
}

/**
 * Content for you: the banner, the topics, the preferred themes, and the
 * topics modal and preferences panel opened from the address.
 */
export function ContentForYouPage({ data, action }: { data: ContentForYouData; action: TopicsFormAnswer }) {
  const navigate = useNavigate();
  return (
    <div className={`${container} ${pageBlock} ${styles.stack}`}>
      <header>
        <h1 className={styles.heading}>{data.page.heading}</h1>
        <p className={styles.lead}>{data.page.lead}</p>
      </header>
      {data.kind === "anonymous" ? <ArticleBanner banner={data.banner} /> : null}
      {data.kind === "no-document" ? <EmptyState title={data.notice.title} description={data.notice.body} /> : null}
      {data.kind === "grower" ? (
        <>
          <ArticleBanner banner={data.banner} />
          <TopicsDialog
            open={data.modal.open}
            title={data.modal.title}
            description={data.modal.description}
            closeLabel={data.modal.close}
            closeHref={data.modal.closeHref}
          >
            {data.modal.form ? <TopicsForm form={data.modal.form} answer={action} /> : <p>{data.modal.unavailable}</p>}
          </TopicsDialog>
          <TopicsBlock data={data.topics} />
          <SideSheet
            id="preferences"
            open={data.panel.open}
            onOpenChange={(open) => {
              if (!open) navigate(data.panel.closeHref, { preventScrollReset: true, replace: true });
            }}
            title={data.panel.title}
            description={data.panel.description}
            closeLabel={data.panel.close}
            closeHref={data.panel.closeHref}
          >
            {data.panel.form ? <TopicsForm form={data.panel.form} answer={action} /> : <p>{data.panel.unavailable}</p>}
          </SideSheet>
          <ThemesList data={data.themes} />
        </>
      ) : null}
    </div>
  );
}
