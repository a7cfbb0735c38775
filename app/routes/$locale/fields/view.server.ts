import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import { connectHref, gateCopy } from "~/field-data/connect-link";
import { type ExportFormat, exportHref } from "~/field-data/export-link.server";
import { href } from "~/i18n/href";

import type { DashboardData } from "./data.server";
import { calmHref, retryHref } from "./query";

/** The partner's page where a grower picks the fields it shares (spec 000 §2), or none without the grower's id. */
export function fieldSelectionHref(partnerBase: string, clientId: string | null): string | null {
  if (!clientId) return null;
  return `${partnerBase.replace(/\/$/, "")}/field-selection?client_id=${encodeURIComponent(clientId)}`;
}

/** The dashboard page's finished text around its model: the season form, the actions, every state's copy. */
export function dashboardPage(t: TFunction, locale: Locale, url: URL, data: DashboardData, partnerBase: string) {
  const { season, seasons, connected } = data;
  // The season's raw fields stay on the server: the map is drawn from them there (field-map.server.ts).
  const { seasonFields: _raw, ...model } = data.model;
  const here = calmHref(url);
  return {
    meta: { title: t("meta.title"), description: t("meta.description") },
    heading: t("heading"),
    lead: t("lead"),
    connected,
    connectHref: connectHref(locale, here),
    gate: connected ? null : gateCopy(t),
    seasonForm: seasons.length
      ? {
          label: t("season.label"),
          submit: t("season.submit"),
          selected: season,
          options: seasons.map((s) => ({ value: s, label: t("season.option", { season: s }) })),
        }
      : null,
    actions: {
      selectFields: {
        label: t("actions.selectFields"),
        href: fieldSelectionHref(partnerBase, data.clientId) ?? "#",
        newWindow: t("actions.newWindow"),
      },
      recommendations: { label: t("actions.recommendations"), href: href(locale, "field-recommendations") ?? "/" },
    },
    statusLabel: t("status.label"),
    /** "Loading the {{season}} season…", the season filled in by the browser while another season loads. */
    seasonLoading: t("season.loading", { season: "{{season}}" }),
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
      retryHref: retryHref(url.pathname, season),
    },
  };
}

export type DashboardPage = ReturnType<typeof dashboardPage>;

/** The export's links (issue 31, item 4): GeoJSON and CSV of the season shown and of every season, the grower's own. */
export function exportLinks(t: TFunction, locale: Locale, email: string, season: string) {
  const names: Record<ExportFormat, string> = { geojson: "GeoJSON", csv: "CSV" };
  const formats = ["geojson", "csv"] as const;
  return {
    heading: t("export.heading"),
    lead: t("export.lead"),
    links: [
      ...formats.map((format) => ({
        href: exportHref(locale, email, season, format),
        label: t("export.season", { format: names[format], season }),
      })),
      ...formats.map((format) => ({
        href: exportHref(locale, email, t("export.all"), format),
        label: t("export.allSeasons", { format: names[format] }),
      })),
    ],
  };
}
