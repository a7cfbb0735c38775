import { countryOf, type Locale } from "~/countries";
import { finderAnchor, type FinderType } from "~/domain/finder/finder-type";
import { hiddenOn, moreOn, type Screen, STEP } from "~/domain/finder/load-more";
import { previewFrame } from "~/domain/finder/preview-frame";
import type { Position } from "~/domain/yield-trials/distance";
import { env } from "~/env.server";
import { i18nServer } from "~/i18n/i18next.server";
import { lookUpPlace } from "~/services/dealers/client.server";

import { type ContactCardView, contactCardView } from "./contact-card.server";
import { contactBookOf } from "./contacts.server";
import { facetValueLabel } from "./facet-labels";
import { readFinderQuery } from "./query";
import { searchContacts } from "./search";

/**
 * The finder block's view model (issue 15, spec 002 §2 §3 §5 §9), in the
 * locale's words, from the page's URL: the GET form (place, facets), the cards
 * nearest first, load more, the map preview and what the interactive map needs.
 * The contacts upstream failing is the results' own error state (the form stays);
 * the geocoder failing is a message beside the field (the list stays, unsorted).
 */
const SCREENS: Screen[] = ["desktop", "tablet", "phone"];
const PREVIEW = { width: 640, height: 320 };

export interface FinderSettings {
  type: FinderType;
  heading?: string | null;
  lead?: string | null;
}

export interface MapPoint {
  marker: number;
  x: number;
  y: number;
  hiddenOn: Screen[];
}

export async function finderView(locale: Locale, url: URL, settings: FinderSettings) {
  const t = await i18nServer.getFixedT(locale, "finder");
  const country = countryOf(locale);
  const anchor = finderAnchor(settings.type);
  // The place and the contacts are asked at the same time: each within 2.9 s, inside the block's 3 s.
  const typed = readFinderQuery(url.searchParams, []);
  const [book, place] = await Promise.all([
    contactBookOf(locale, country),
    typed.place && !typed.errors.q ? lookUpPlace(locale, country.code, typed.place) : null,
  ]);
  const query = book ? readFinderQuery(url.searchParams, book.groups) : typed;
  const placeError = query.errors.q?.[0]
    ? t(query.errors.q[0])
    : place?.kind === "not-found"
      ? t("errors.placeNotFound")
      : place?.kind === "failed"
        ? t("errors.placeUnavailable")
        : null;
  const from: Position | null = place?.kind === "found" ? place.position : query.position;

  const search = new URLSearchParams(url.search);
  const withParams = (changes: Record<string, string | null>, hash: string) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    const text = next.toString();
    return `${url.pathname}${text ? `?${text}` : ""}#${hash}`;
  };

  const form = {
    action: `${url.pathname}#${anchor}`,
    legend: t("form.legend"),
    place: { label: t("form.place"), hint: t("form.placeHint"), value: query.place, error: placeError },
    position: query.position,
    facets: (book?.groups ?? []).map((group) => ({
      name: group.field,
      label: t(`facets.${group.field}`, { defaultValue: group.field }),
      value: query.selection[group.field] ?? "",
      options: [
        { value: "", label: t("facets.all") },
        ...group.values.map((value) => ({ value, label: facetValueLabel(t, group.field, value) })),
      ],
    })),
    submit: t("form.submit"),
    searching: t("form.searching"),
    useLocation: { label: t("form.useLocation"), locating: t("form.locating"), denied: t("form.locationDenied") },
    clear:
      query.place || query.position || Object.keys(query.selection).length
        ? { label: t("form.clear"), href: `${url.pathname}#${anchor}` }
        : null,
  };
  const base = {
    anchor,
    heading: settings.heading || t(`heading.${settings.type}`),
    lead: settings.lead || t("lead"),
    form,
    dialog: { close: t("dialog.close"), page: t("dialog.page") },
    map: {
      label: t("map.label"),
      open: t("map.open"),
      consentTitle: t("map.consentTitle"),
      consentText: t("map.consentText"),
      consentAccept: t("map.consentAccept"),
      consentCancel: t("map.consentCancel"),
      loading: t("map.loading"),
      failed: t("map.failed"),
      close: t("map.close"),
      // Spec 002 §9: the country's default centre at zoom 7, 17 on a chosen contact, popups ≤ 560 px, 600 px high.
      centre: from ?? { lat: country.mapCentre.lat, lng: country.mapCentre.lng },
      zoom: country.mapCentre.zoom,
      // A hosted style when one is configured; otherwise the portal's own over its Natural Earth archive (decision
      // 0068), its towns named in the page's language.
      style: env.MAP_STYLE_URL ?? null,
      language: locale.slice(0, 2).toLowerCase(),
    },
  };

  if (!book) {
    return {
      ...base,
      results: {
        state: "error" as const,
        title: t("error.title"),
        subtitle: t("error.subtitle"),
        retry: { label: t("error.retry"), href: withParams({}, anchor) },
      },
    };
  }

  const { total, shown } = searchContacts(book, {
    type: settings.type,
    selection: query.selection,
    from,
    steps: query.steps,
  });
  const cards: ContactCardView[] = shown.map(({ located, kilometres }, index) =>
    contactCardView(t, locale, country, located, {
      kilometres,
      marker: index + 1,
      hiddenOn: hiddenOn(index, query.steps),
    }),
  );
  const more = moreOn(total, query.steps);
  const count = t("results.count", { count: total });
  const summary = !total
    ? null
    : place?.kind === "found"
      ? t("results.near", { shown: count, place: place.name })
      : from
        ? t("results.nearYou", { shown: count })
        : t("results.all", { shown: count });

  const located = shown.flatMap(({ located: { position } }, index) => (position ? [{ position, index }] : []));
  const frame = previewFrame(
    [...located.map(({ position }) => position), ...(from ? [from] : [])],
    base.map.centre,
    PREVIEW,
  );
  return {
    ...base,
    results: {
      state: "ready" as const,
      label: t("results.label"),
      summary,
      cards,
      more: more.length
        ? {
            label: t("loadMore"),
            // Without JavaScript the new page opens at the first card a phone had not shown (the longest scroll).
            href: withParams({ steps: String(query.steps + 1) }, `${anchor}-card-${query.steps * STEP.phone + 1}`),
            hiddenOn: SCREENS.filter((screen) => !more.includes(screen)),
          }
        : null,
      empty: total ? null : { title: t("empty.title"), subtitle: t("empty.subtitle") },
      preview: located.length
        ? {
            width: PREVIEW.width,
            height: PREVIEW.height,
            label: t("map.preview", { shown: count }),
            you: from ? { ...frame.project(from), label: t("map.you") } : null,
            points: located.map(({ position, index }): MapPoint => ({
              marker: index + 1,
              ...frame.project(position),
              hiddenOn: cards[index]!.hiddenOn,
            })),
          }
        : null,
      /** What the interactive map draws: the shown contacts' positions and titles. */
      places: shown.flatMap(({ located: { contact, position } }, index) =>
        position
          ? [{ id: contact.id, title: contact.title, marker: index + 1, hiddenOn: cards[index]!.hiddenOn, ...position }]
          : [],
      ),
    },
  };
}

export type FinderView = Awaited<ReturnType<typeof finderView>>;
