import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { requireUser } from "~/auth/user.server";
import { failedToFetch } from "~/field-data/failed-to-fetch.server";
import { FieldPage } from "~/field-data/field-page";
import * as page from "~/field-data/field-page.css";
import { href, localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { carbonProgram } from "~/services/agronomy/client.server";
import { isUpstreamError } from "~/services/errors";
import { log } from "~/services/log.server";
import { EmptyState } from "~/ui/empty-state/empty-state";
import { ErrorState } from "~/ui/error-state/error-state";

import * as styles from "./carbon.css";
import { carbonFields } from "./view.server";

/**
 * The carbon programme's journey (spec 000 §3, 002 §3 §6): per field, the
 * contract, socio-environmental analysis, soil analysis and management plan
 * with their status ("Realizado com sucesso" = done) and PDF. Members only:
 * anyone else goes to the logged-in area.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const { user } = await requireUser(request, locale);
  if (!user.isCarbonProgram || !user.document) throw redirect(href(locale, "account") ?? "/");
  const t = await i18nServer.getFixedT(locale, "fields");
  let fields: ReturnType<typeof carbonFields> | null = null;
  let error: { title: string; detail: string } | null = null;
  try {
    fields = carbonFields(t, await carbonProgram(user.document, locale));
  } catch (failure) {
    // The partner knows no programme for this member (404): the empty state, not an error.
    if (isUpstreamError(failure) && failure.status === 404) fields = [];
    else {
      const detail = failedToFetch("carbon program", failure);
      log("warn", detail);
      error = { title: t("carbon.error"), detail };
    }
  }
  return {
    meta: { title: t("carbon.meta.title"), description: t("carbon.meta.description") },
    heading: t("carbon.heading"),
    lead: t("carbon.lead"),
    fields,
    error,
    empty: t("carbon.empty"),
    noPdf: t("carbon.noPdf"),
    retry: { label: t("carbon.retry"), href: url.pathname },
  };
}

export const meta = metaFromLoader(PRIVATE_PAGE);

export default function CarbonJourney() {
  const data = useLoaderData<typeof loader>();
  return (
    <FieldPage heading={data.heading} lead={data.lead}>
      {data.error ? (
        <ErrorState
          title={data.error.title}
          subtitle={data.error.detail}
          action={{ label: data.retry.label, href: data.retry.href, reloadDocument: true }}
        />
      ) : null}
      {data.fields && data.fields.length === 0 ? <EmptyState title={data.empty} /> : null}
      {data.fields?.map((field) => (
        <section key={field.id} aria-labelledby={`carbon-${field.id}`} className={page.panel}>
          <h2 id={`carbon-${field.id}`} className={page.heading}>
            {field.name}
          </h2>
          <p className={page.note}>{field.progress}</p>
          <ul className={styles.documents}>
            {field.documents.map((d) => (
              <li key={d.kind} className={styles.document} data-done={d.done}>
                <h3 className={page.cardTitle}>{d.label}</h3>
                <p className={d.done ? styles.done : styles.pending}>{d.status}</p>
                {d.pdf ? (
                  <a href={d.pdf.href} download>
                    {d.pdf.label}
                  </a>
                ) : (
                  <p className={page.note}>{data.noPdf}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </FieldPage>
  );
}
