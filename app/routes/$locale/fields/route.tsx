import { data as respond, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation, useNavigation } from "@remix-run/react";

import { countryOf } from "~/countries";
import { env } from "~/env.server";
import { ChoiceForm } from "~/field-data/choice-form";
import { GatedLink, useConnectGate } from "~/field-data/connect-gate";
import { FieldPage } from "~/field-data/field-page";
import * as shared from "~/field-data/field-page.css";
import { openFieldPage } from "~/field-data/open-field-page.server";
import { fetchFields } from "~/field-data/partner-calls.server";
import { privateHeaders } from "~/field-data/private-headers";
import { i18nServer } from "~/i18n/i18next.server";
import { SCRIPTS } from "~/light/route-scripts";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { buttonClassName } from "~/ui/button/button";
import { EmptyState } from "~/ui/empty-state/empty-state";
import { ErrorState } from "~/ui/error-state/error-state";
import { useHydrated } from "~/ui/hooks/use-hydrated";

import * as styles from "./dashboard.css";
import type { DashboardModel } from "./dashboard.server";
import { fetchDashboard } from "./data.server";
import { FieldMap } from "./field-map";
import { fieldMapView } from "./field-map.server";
import { History } from "./history";
import { historyView } from "./history.server";
import { allSeasons, withShownSeason } from "./history-data.server";
import { readDashboardQuery } from "./query";
import { ScrollTable } from "./scroll-table";
import { StatsCards } from "./stats-cards";
import { SyncStatus } from "./sync-status";
import { type DashboardPage, dashboardPage, exportLinks } from "./view.server";

/**
 * The field-view dashboard (spec 000 §4): harvest and planting per field and
 * season for a grower with a connected field-view account. The sync loop runs
 * within a page budget (decision 0011); the season is a GET form (?temporada=).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { url, locale, t, access, user } = await openFieldPage(request);
  const query = readDashboardQuery(url.searchParams);
  // The fields' boundaries (agronomy partner) are asked beside the season's figures (field-view partner).
  const [data, fields, seasons] = await Promise.all([
    fetchDashboard(t, locale, access, query),
    access.connected ? fetchFields(access.token, locale, countryOf(locale).code) : null,
    access.connected ? allSeasons(access.token, locale) : null,
  ]);
  const page = dashboardPage(t, locale, url, data, env.FIELD_VIEW_API_URL);
  const map =
    data.connected && data.model.widget !== "error"
      ? fieldMapView(t, locale, {
          season: data.season,
          askedCrop: query.crop,
          fields,
          seasons: data.model.seasonFields,
          mapStyle: env.MAP_STYLE_URL ?? null,
        })
      : null;
  const history = seasons && data.connected ? historyView(t, locale, withShownSeason(seasons, data)) : null;
  const exports =
    data.connected && data.season && data.model.widget !== "error"
      ? exportLinks(t, locale, user.email, data.season)
      : null;
  // The consent question is the dealer map's, asked only where the tiles are someone else's (a hosted style).
  const finder = await i18nServer.getFixedT(locale, "finder");
  const consent = {
    consentTitle: finder("map.consentTitle"),
    consentText: finder("map.consentText"),
    consentAccept: finder("map.consentAccept"),
    consentCancel: finder("map.consentCancel"),
  };
  return respond(
    { ...page, map, consent, history, exports },
    { headers: privateHeaders(data.cookie ?? access.setCookie) },
  );
}

export const meta = metaFromLoader(PRIVATE_PAGE);

/** Ships the client runtime: the sync status updates while a sync runs. */
export const handle = SCRIPTS;

export default function FieldDashboard() {
  const data = useLoaderData<typeof loader>();
  const { model } = data;
  const { open, modal } = useConnectGate(data.connectHref, data.gate);
  const gate = data.gate ? { connectHref: data.connectHref, open } : null;
  // Marks when the gate's modal is ready (after hydration); before that, gated actions are plain links.
  const hydrated = useHydrated();
  const switching = useSeasonSwitch();
  return (
    <FieldPage heading={data.heading} lead={data.lead} data-hydrated={hydrated || undefined}>
      <div className={styles.toolbar}>
        {data.seasonForm ? <ChoiceForm id="fields-temporada" name="temporada" choice={data.seasonForm} /> : null}
        <div className={shared.actions}>
          <GatedLink
            to={data.actions.selectFields.href}
            gate={gate}
            external
            newWindowHint={data.actions.selectFields.newWindow}
          >
            {data.actions.selectFields.label}
          </GatedLink>{" "}
          <GatedLink to={data.actions.recommendations.href} gate={gate}>
            {data.actions.recommendations.label}
          </GatedLink>
        </div>
      </div>

      {switching ? (
        <p className={styles.switching} role="status">
          {switching.season ? data.seasonLoading.replace("{{season}}", switching.season) : data.loading.title}
        </p>
      ) : null}
      {/* While another season loads, this season's figures go: never one season's label over another's data. */}
      <div hidden={switching !== null}>
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
        ) : null}
        {data.map ? (
          <FieldMap
            view={data.map}
            season={data.seasonForm?.selected ?? ""}
            consent={data.consent}
            hydrated={hydrated}
          />
        ) : null}
        {model.widget !== "error" && model.rows.length ? <FieldTable rows={model.rows} table={data.table} /> : null}
        {data.history?.fields.length ? <History view={data.history} /> : null}
        {data.exports ? (
          <section aria-labelledby="fields-export-heading" className={styles.exports}>
            <h2 id="fields-export-heading" className={shared.heading}>
              {data.exports.heading}
            </h2>
            <p className={shared.note}>{data.exports.lead}</p>
            <ul className={shared.actions}>
              {data.exports.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} download className={buttonClassName({ variant: "secondary", size: "sm" })}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {modal}
    </FieldPage>
  );
}

/** The season being loaded by a client-side navigation of this page to another season, or null. */
function useSeasonSwitch(): { season: string | null } | null {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location;
  if (navigation.state === "idle" || !next || next.pathname !== location.pathname || next.search === location.search)
    return null;
  return { season: new URLSearchParams(next.search).get("temporada") };
}

type TableCopy = DashboardPage["table"];

function FieldTable({ rows, table }: { rows: DashboardModel["rows"]; table: TableCopy }) {
  const h = table.headers;
  const cell = (value: string | null) => value ?? table.none;
  // Bushels are a column only where growers count in them (measures.ts leaves them out elsewhere).
  const bushels = rows.some((row) => row.bushels !== null);
  return (
    <ScrollTable caption={table.caption}>
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
              {row.best ? (
                <>
                  {" "}
                  <span className={styles.best}>{row.best}</span>
                </>
              ) : null}
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
    </ScrollTable>
  );
}
