import { type ActionFunctionArgs, data as respond, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { requireFieldDataUser } from "~/field-data/allow-list.server";
import { FieldPage } from "~/field-data/field-page";
import * as styles from "~/field-data/field-page.css";
import { openFieldPage } from "~/field-data/open-field-page.server";
import { privateHeaders } from "~/field-data/private-headers";
import { localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { connectAndRemember } from "~/services/field-view/access.server";
import { log } from "~/services/log.server";
import { enforceRateLimit } from "~/services/rate-limit.server";
import { Button, ButtonLink } from "~/ui/button/button";

import { readConnectRequest } from "./query";

/**
 * The connect-account page (spec 002 §2: /configuracion-de-perfil/conectar-cuenta;
 * the banner variant adds preceon-redirect=true). Connecting is a POST: the
 * partner issues a token, kept in the HttpOnly field-view cookie (decision
 * 0011), then the grower goes back to where they came from (303). The form
 * carries the way back in hidden fields, read by the same schema as the query.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { url, locale, t, access } = await openFieldPage(request);
  const asked = readConnectRequest(locale, url.searchParams);
  return respond(
    {
      meta: { title: t("connect.meta.title"), description: t("connect.meta.description") },
      heading: t("connect.heading"),
      lead: t("connect.lead"),
      connected: access.connected,
      unavailable: !access.connected && access.unavailable ? t("connect.unavailable") : null,
      title: access.connected ? t("connect.connectedTitle") : t("connect.notConnectedTitle"),
      body: access.connected ? t("connect.connectedBody") : t("connect.notConnectedBody"),
      submit: t("connect.submit"),
      back: { label: asked.preceon ? t("connect.goPreceon") : t("connect.goDashboard"), href: asked.returnTo },
      hidden: { volver: asked.returnTo, "preceon-redirect": asked.preceon ? "true" : null },
    },
    { headers: privateHeaders(access.setCookie) },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const { user } = await requireFieldDataUser(request, locale);
  await enforceRateLimit(context, "field-view-connect");
  const asked = readConnectRequest(locale, await request.formData());
  try {
    const cookie = await connectAndRemember(user.email);
    return redirect(asked.returnTo, { status: 303, headers: privateHeaders(cookie) });
  } catch (error) {
    log("warn", "field-view connect failed", { reason: (error as Error).message });
    const t = await i18nServer.getFixedT(locale, "fields");
    return respond({ error: t("connect.error") }, { status: 502 });
  }
}

export const meta = metaFromLoader(PRIVATE_PAGE);

export default function ConnectAccount() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <FieldPage heading={data.heading} lead={data.lead}>
      <section className={styles.panel} aria-labelledby="connect-status">
        <h2 id="connect-status" className={styles.heading}>
          {data.title}
        </h2>
        <p className={styles.lead}>{data.body}</p>
        {data.unavailable ? <p role="status">{data.unavailable}</p> : null}
        {result && "error" in result ? <p role="alert">{result.error}</p> : null}
        {data.connected ? (
          <div className={styles.actions}>
            <ButtonLink to={data.back.href}>{data.back.label}</ButtonLink>
          </div>
        ) : (
          <Form method="post" replace>
            <input type="hidden" name="volver" value={data.hidden.volver} />
            {data.hidden["preceon-redirect"] ? (
              <input type="hidden" name="preceon-redirect" value={data.hidden["preceon-redirect"]} />
            ) : null}
            <Button type="submit" variant="primary" loading={busy}>
              {data.submit}
            </Button>
          </Form>
        )}
      </section>
    </FieldPage>
  );
}
