import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { inboxView } from "~/alerts/inbox-view.server";
import { forgetUnread } from "~/alerts/unread.server";
import { requireUser } from "~/auth/user.server";
import { href, localeOfPath } from "~/i18n/href";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { markAllRead, markRead } from "~/store/alerts.server";
import { portalStore } from "~/store/portal-store.server";
import { Button } from "~/ui/button/button";
import { EmptyState } from "~/ui/empty-state/empty-state";
import { container, pageBlock } from "~/ui/layout.css";

import * as styles from "./inbox.css";

/**
 * The grower's alert inbox (issue 30): every alert, unread first in weight, each linking to where it acts, with how
 * each channel delivered it. Marking read is a plain form (JavaScript or not); a key that is not this grower's is
 * the site's 404, whoever asks.
 */
/** The intent of "Mark all as read"; the other form names one alert by its key. */
const READ_ALL = "read-all";

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)!;
  const { user } = await requireUser(request, locale);
  const view = await inboxView(locale, user.id);
  return { meta: { title: view.title, description: view.lead }, view };
}

export async function action({ request }: ActionFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)!;
  const { user } = await requireUser(request, locale);
  const form = await request.formData();
  const { db } = await portalStore();
  if (form.get("intent") === READ_ALL) await markAllRead(db, user.id);
  else {
    const key = form.get("key");
    if (typeof key !== "string" || !(await markRead(db, user.id, key)))
      throw new Response("Not found", { status: 404 });
  }
  forgetUnread(user.id);
  return redirect(href(locale, "alerts")!, 303);
}

export const meta = metaFromLoader(PRIVATE_PAGE);

export default function Inbox() {
  const { view } = useLoaderData<typeof loader>();
  const unread = view.items.some((item) => !item.read);
  return (
    <div className={`${container} ${pageBlock}`}>
      <header className={styles.head}>
        <h1>{view.title}</h1>
        <p>{view.lead}</p>
        <div className={styles.tools}>
          <Link to={view.settings.href}>{view.settings.label}</Link>
          {unread ? (
            <Form method="post">
              <input type="hidden" name="intent" value={READ_ALL} />
              <Button type="submit" variant="secondary">
                {view.words.markAllRead}
              </Button>
            </Form>
          ) : null}
        </div>
      </header>
      {view.state === "ready" ? (
        <ol className={styles.list}>
          {view.items.map((item) => (
            <li key={item.key} className={item.read ? styles.item : styles.unreadItem}>
              <p className={styles.meta}>
                <span className={item.read ? styles.readMark : styles.unreadMark}>
                  {item.read ? view.words.read : view.words.unread}
                </span>{" "}
                <time dateTime={item.at}>{item.when}</time>
              </p>
              <h2 className={styles.title}>{item.title}</h2>
              <p>{item.body}</p>
              <div className={styles.actions}>
                <Link to={item.href}>{item.action}</Link>
                {item.read ? null : (
                  <Form method="post">
                    <input type="hidden" name="key" value={item.key} />
                    <Button type="submit" variant="ghost" size="sm">
                      {view.words.markRead}
                    </Button>
                  </Form>
                )}
              </div>
              <p className={styles.meta}>
                {view.words.deliveries}: {item.deliveries.join(" · ")}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState title={view.message!} action={<Link to={view.settings.href}>{view.settings.label}</Link>} />
      )}
    </div>
  );
}
