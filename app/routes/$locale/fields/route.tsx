import { data as respond, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";

import { env } from "~/env.server";
import { href } from "~/i18n/href";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { isUpstreamError } from "~/services/errors";
import { forgetToken } from "~/services/field-view/access.server";
import { getUserInfo } from "~/services/field-view/client.server";
import { dashboardWithinBudget } from "~/services/field-view/sync.server";
import { log } from "~/services/log.server";
import { buttonClassName } from "~/ui/button/button";
import { EmptyState } from "~/ui/empty-state/empty-state";
import { ErrorState } from "~/ui/error-state/error-state";
import { useHydrated } from "~/ui/hooks/use-hydrated";

import { GatedLink, useConnectGate } from "./connect-gate";
import { connectedModel, type DashboardModel, notConnectedModel } from "./dashboard.server";
import { FieldPage } from "./field-page";
import { openFieldPage } from "./field-page.server";
import * as styles from "./fields.css";
import { connectHref, cookieHeaders } from "./gate.server";
import { StatsCards } from "./stats-cards";
import { SyncStatus } from "./sync-status";

/**
 * The field-view dashboard (spec 000 §4): harvest and planting per field and
 * season for a grower with a connected field-view account. The sync loop runs
 * within a page budget (decision 0011); the season is a GET form (?temporada=).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { url, locale, t, access } = await openFieldPage(request);
  const calm = new URLSearchParams(url.searchParams);
  calm.delete("reintentar");
  const here = calm.size ? `${url.pathname}?${calm.toString()}` : url.pathname;
  let cookie = access.setCookie;

  let model: DashboardModel;
  let seasons: string[] = [];
  let season = url.searchParams.get("temporada") ?? "";
  let clientId: string | null = null;
  let connected = access.connected;
  if (access.connected) {
    try {
      const info = await getUserInfo(access.token, locale);
      seasons = info.seasons;
      clientId = info.clientId;
      if (!seasons.includes(season)) season = seasons[0] ?? "";
      const view = await dashboardWithinBudget(access.token, [season], { retry: url.searchParams.has("reintentar") });
      if (view.state === "failed" && isUpstreamError(view.error) && view.error.status === 401) throw view.error;
      if (view.state === "failed")
        log("warn", "field view dashboard failed", { reason: (view.error as Error).message });
      model = connectedModel(t, locale, season, view);
    } catch (error) {
      if (isUpstreamError(error) && error.status === 401) {
        // The partner no longer accepts this token: the grower must connect again.
        connected = false;
        cookie = await forgetToken();
        model = notConnectedModel(t, locale, season);
      } else {
        log("warn", "Failed to fetch field view data", { reason: (error as Error).message });
        model = connectedModel(t, locale, season, { state: "fetch-failed" });
      }
    }
  } else if (access.unavailable) {
    // The partner could not be asked: say so, rather than claim the grower never connected.
    model = connectedModel(t, locale, season, { state: "fetch-failed" });
  } else {
    model = notConnectedModel(t, locale, season);
  }

  const retryQuery = new URLSearchParams({ ...(season ? { temporada: season } : {}), reintentar: "1" });
  const selection = clientId
    ? `${env.FIELD_VIEW_API_URL.replace(/\/$/, "")}/field-selection?client_id=${encodeURIComponent(clientId)}`
    : null;
  const body = {
    meta: { title: t("meta.title"), description: t("meta.description") },
    heading: t("heading"),
    lead: t("lead"),
    connected,
    unavailable: !access.connected && access.unavailable,
    connectHref: connectHref(locale, here),
    gate: connected
      ? null
      : { title: t("gate.title"), body: t("gate.body"), connect: t("gate.connect"), close: t("gate.close") },
    seasonForm: seasons.length
      ? {
          label: t("season.label"),
          submit: t("season.submit"),
          selected: season,
          options: seasons.map((s) => ({ value: s, label: t("season.option", { season: s }) })),
        }
      : null,
    actions: {
      selectFields: { label: t("actions.selectFields"), href: selection ?? "#", newWindow: t("actions.newWindow") },
      recommendations: { label: t("actions.recommendations"), href: href(locale, "field-recommendations") ?? "/" },
    },
    statusLabel: t("status.label"),
    checkAgain: { label: t("sync.checkAgain"), href: here },
    loading: {
      title: t("loading.title"),
      subtitles: [t("loading.subtitle1"), t("loading.subtitle2"), t("loading.subtitle3")],
    },
    cardsLabel: t("season.option", { season }),
    model,
    table: {
      caption: t("table.caption", { season }),
      headers: {
        field: t("table.field"),
        harvest: t("table.harvest"),
        planting: t("table.planting"),
        crop: t("table.crop"),
        wetMass: t("table.wetMass"),
        harvestedArea: t("table.harvestedArea"),
        bushels: t("table.bushels"),
        yield: t("table.yield"),
        comparison: t("table.comparison"),
        product: t("table.product"),
        plantedArea: t("table.plantedArea"),
      },
      none: t("table.none"),
      best: t("table.best"),
    },
    empty: {
      notConnected: {
        title: t("empty.notConnected.title"),
        description: t("empty.notConnected.description"),
        action: t("empty.notConnected.action"),
      },
      information: { title: t("empty.information.title"), description: t("empty.information.description") },
      data: { title: t("empty.data.title"), description: t("empty.data.description") },
    },
    error: {
      title: t("fieldview-error.title"),
      subtitle: t("fieldview-error.subtitle"),
      button: t("fieldview-error.button"),
      retryHref: `${url.pathname}?${retryQuery.toString()}`,
    },
  };
  return respond(body, { headers: cookieHeaders(cookie) });
}

export const meta = metaFromLoader(PRIVATE_PAGE);

export default function FieldDashboard() {
  const data = useLoaderData<typeof loader>();
  const { model } = data;
  const { open, modal } = useConnectGate(data.connectHref, data.gate);
  const gate = data.gate ? { connectHref: data.connectHref, open } : null;
  // Marks when the gate's modal is ready (after hydration); before that, gated actions are plain links.
  const hydrated = useHydrated();
  return (
    <FieldPage heading={data.heading} lead={data.lead} data-hydrated={hydrated || undefined}>
      <div className={styles.toolbar}>
        {data.seasonForm ? (
          <Form method="get" className={styles.form}>
            <div className={styles.label}>
              <label htmlFor="fields-temporada">{data.seasonForm.label}</label>
              <select
                id="fields-temporada"
                name="temporada"
                defaultValue={data.seasonForm.selected}
                className={styles.select}
              >
                {data.seasonForm.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonClassName({ variant: "primary" })}>
              {data.seasonForm.submit}
            </button>
          </Form>
        ) : null}
        <div className={styles.actions}>
          <GatedLink
            to={data.actions.selectFields.href}
            gate={gate}
            external
            newWindowHint={data.actions.selectFields.newWindow}
          >
            {data.actions.selectFields.label}
          </GatedLink>
          <GatedLink to={data.actions.recommendations.href} gate={gate}>
            {data.actions.recommendations.label}
          </GatedLink>
        </div>
      </div>

      {model.sync ? (
        <SyncStatus
          sync={model.sync}
          label={data.statusLabel}
          checkAgain={data.checkAgain}
          retry={{ label: data.error.button, href: data.error.retryHref }}
          loading={data.loading}
        />
      ) : null}

      <StatsCards cards={model.cards} label={data.cardsLabel} />

      {model.widget === "error" ? (
        <ErrorState
          title={data.error.title}
          subtitle={model.sync?.kind === "failed" ? model.sync.message : data.error.subtitle}
          action={{ label: data.error.button, href: data.error.retryHref, reloadDocument: true }}
        />
      ) : model.widget === "empty" ? (
        model.emptyKind === "not-connected" ? (
          <EmptyState
            title={data.empty.notConnected.title}
            description={data.empty.notConnected.description}
            action={
              <a href={data.connectHref} className={buttonClassName({ variant: "primary" })}>
                {data.empty.notConnected.action}
              </a>
            }
          />
        ) : model.emptyKind === "empty-information" ? (
          <EmptyState title={data.empty.information.title} description={data.empty.information.description} />
        ) : (
          <EmptyState title={data.empty.data.title} description={data.empty.data.description} />
        )
      ) : model.rows.length ? (
        <FieldTable rows={model.rows} table={data.table} />
      ) : null}
      {modal}
    </FieldPage>
  );
}

type TableCopy = ReturnType<typeof useLoaderData<typeof loader>>["table"];

function FieldTable({ rows, table }: { rows: DashboardModel["rows"]; table: TableCopy }) {
  const h = table.headers;
  const cell = (value: string | null) => value ?? table.none;
  // Bushels are a column only where growers count in them (measures.ts leaves them out elsewhere).
  const bushels = rows.some((row) => row.bushels !== null);
  return (
    <div className={styles.tableWrap} role="region" aria-label={table.caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              {h.field}
            </th>
            <th scope="colgroup" colSpan={bushels ? 6 : 5}>
              {h.harvest}
            </th>
            <th scope="colgroup" colSpan={3}>
              {h.planting}
            </th>
          </tr>
          <tr>
            <th scope="col">{h.crop}</th>
            <th scope="col">{h.wetMass}</th>
            <th scope="col">{h.harvestedArea}</th>
            {bushels ? <th scope="col">{h.bushels}</th> : null}
            <th scope="col">{h.yield}</th>
            <th scope="col">{h.comparison}</th>
            <th scope="col">{h.product}</th>
            <th scope="col">{h.plantedArea}</th>
            <th scope="col">{h.crop}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                {row.name}
                {row.best ? <span className={styles.best}>{table.best}</span> : null}
              </th>
              <td>{cell(row.crop)}</td>
              <td className={styles.num}>{cell(row.wetMass)}</td>
              <td className={styles.num}>{cell(row.harvestedArea)}</td>
              {bushels ? <td className={styles.num}>{cell(row.bushels)}</td> : null}
              <td className={styles.num}>{cell(row.yieldText)}</td>
              <td>{cell(row.comparison)}</td>
              <td>{cell(row.product)}</td>
              <td className={styles.num}>{cell(row.plantedArea)}</td>
              <td>{cell(row.plantingCrop)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
