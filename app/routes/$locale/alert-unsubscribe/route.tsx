import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { unsubscribe, unsubscribeView } from "~/alerts/unsubscribe.server";
import { localeOfPath } from "~/i18n/href";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { Button } from "~/ui/button/button";
import { container, pageBlock } from "~/ui/layout.css";

/**
 * The e-mail's unsubscribe page (issue 30; RFC 8058), reached without signing in: its signed token says whose alerts
 * of which kind on which channel it may stop. Opening it changes nothing (mail scanners open links); the button, or
 * the mail program's one-click POST, stops them. A token changed by hand or expired changes nothing and says so.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)!;
  const view = await unsubscribeView(locale, params.token ?? "", false);
  return { meta: { title: view.title, description: view.title }, view };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)!;
  const done = await unsubscribe(params.token ?? "");
  const view = await unsubscribeView(locale, params.token ?? "", done);
  return data({ view }, { status: done ? 200 : 400 });
}

export const meta = metaFromLoader(PRIVATE_PAGE);

export default function Unsubscribe() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const view = acted?.view ?? loaded.view;
  return (
    <div className={`${container} ${pageBlock}`}>
      <h1>{view.heading}</h1>
      <p role={acted ? "status" : undefined}>{view.text}</p>
      {view.confirm ? (
        <Form method="post">
          <Button type="submit">{view.confirm}</Button>
        </Form>
      ) : null}
      <p>
        <Link to={view.settings.href}>{view.settings.label}</Link>
      </p>
    </div>
  );
}
