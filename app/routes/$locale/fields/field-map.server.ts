import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import { readBoundary } from "~/domain/fields/boundary";
import { drawFarm, type FieldShape } from "~/domain/fields/field-map";
import { averageYieldsByCrop, type FieldSeason } from "~/domain/fields/stats";
import { OTHER_CROP_COLOUR, yieldClasses, yieldColour } from "~/domain/fields/yield-colours";
import { measuresFor } from "~/field-data/measures";
import type { Fetched } from "~/field-data/partner-calls.server";
import { formatNumber } from "~/format/numbers";
import { href } from "~/i18n/href";
import type { Field } from "~/services/agronomy/contract";

import { cropLabel, yieldOf } from "./field-rows.server";

/**
 * The field map's finished view (issue 31): every field the agronomy partner lists, grouped by farm, each drawn
 * from its boundary (or as a point of its area, with the reason) and coloured by this season's yield of the chosen
 * crop in the grower's unit, with the legend and a table saying the same. The partner's field list failing leaves
 * the dashboard as it was, with a line saying the map could not be drawn.
 */
const MAP_WIDTH = 640;

/** A crop as the map's query names it: the partner's spelling, folded. */
const cropValue = (crop: string) => crop.trim().toLowerCase();

/** A season's field-view record for an agronomy field: by the field's id, else by its name. */
export function seasonOf(field: Field, seasons: readonly FieldSeason[]): FieldSeason | undefined {
  return (
    seasons.find((s) => (s.harvest?.locationId ?? s.planting?.locationId) === field.id) ??
    seasons.find((s) => s.name === field.name)
  );
}

export function fieldMapView(
  t: TFunction,
  locale: Locale,
  {
    season,
    askedCrop,
    fields,
    seasons,
    mapStyle,
  }: {
    season: string;
    askedCrop: string;
    fields: Fetched<Field[]> | null;
    seasons: readonly FieldSeason[];
    /** A hosted map style (MAP_STYLE_URL), or null for the portal's own base map. */
    mapStyle: string | null;
  },
) {
  const heading = t("map.heading");
  if (!fields) return null;
  if (!fields.ok) return { heading, unavailable: t("map.unavailable") } as const;
  if (!fields.value.length) return null;
  const measures = measuresFor(t, locale);
  const crops = averageYieldsByCrop(seasons).map((average) => average.crop);
  const crop = crops.find((c) => cropValue(c) === cropValue(askedCrop)) ?? crops[0] ?? null;
  const entries = fields.value.map((field) => {
    const record = seasonOf(field, seasons);
    const figures = record ? yieldOf(record) : null;
    const ofCrop = Boolean(crop && record?.harvest && cropValue(record.harvest.cropName) === cropValue(crop));
    return {
      field,
      record,
      boundary: readBoundary(field.geometry),
      value: figures && ofCrop ? measures.harvestYieldNumber(figures) : null,
      yieldText: figures ? measures.harvestYield(figures) : null,
      otherCrop: Boolean(record?.harvest) && !ofCrop,
    };
  });
  const classes = yieldClasses(
    entries.flatMap((e) => (e.value === null ? [] : [e.value])),
    measures.yieldDecimals,
  );
  const colourOf = (e: (typeof entries)[number]) => (e.otherCrop ? OTHER_CROP_COLOUR : yieldColour(e.value, classes));
  const noteOf = (e: (typeof entries)[number]) =>
    e.boundary.kind === "polygons" ? null : t("map.point", { reason: t(`map.problems.${e.boundary.problem}`) });
  const recommendations = (id: string) =>
    `${href(locale, "field-recommendations")}?${new URLSearchParams({ lote: id })}`;
  const titleOf = (e: (typeof entries)[number]) =>
    [e.field.name, e.yieldText ?? t("map.noYield"), noteOf(e)].filter(Boolean).join(" · ");
  const farmNames = [...new Set(fields.value.map((f) => f.location))];
  const farms = farmNames.map((farm) => {
    const ofFarm = entries.filter((e) => e.field.location === farm);
    const drawing = drawFarm(
      ofFarm.map(({ field, boundary }) => ({ ...field, areaHectares: field.area, boundary })),
      MAP_WIDTH,
    );
    return {
      name: farm,
      label: t("map.farm", { farm }),
      width: drawing.width,
      height: drawing.height,
      shapes: drawing.shapes.map((shape: FieldShape, i) => {
        const e = ofFarm[i]!;
        return {
          ...shape,
          colour: colourOf(e),
          title: titleOf(e),
        };
      }),
    };
  });
  const cropName = crop ? cropLabel(t, crop) : null;
  return {
    heading,
    cropForm:
      crops.length > 1
        ? {
            label: t("map.cropLabel"),
            submit: t("map.cropSubmit"),
            selected: cropValue(crop!),
            options: crops.map((c) => ({ value: cropValue(c), label: cropLabel(t, c) })),
          }
        : null,
    farms,
    legend: {
      title: cropName ? t("map.legend", { crop: cropName, season }) : t("map.noYield"),
      items: [
        ...classes.map((c) => ({
          colour: c.colour,
          label:
            c.from === c.to
              ? measures.yieldUnit(c.to)
              : t("map.range", {
                  from: formatNumber(locale, c.from, measures.yieldDecimals),
                  to: measures.yieldUnit(c.to),
                }),
        })),
        ...(entries.some((e) => e.otherCrop) ? [{ colour: OTHER_CROP_COLOUR, label: t("map.otherCrop") }] : []),
        ...(entries.some((e) => !e.otherCrop && e.value === null)
          ? [{ colour: yieldColour(null, classes), label: t("map.noYield") }]
          : []),
      ],
    },
    table: {
      caption: t("map.caption", { season }),
      recommendations: t("map.recommendations"),
      show: t("map.show"),
      headers: {
        field: t("table.field"),
        farm: t("map.farmHeader"),
        area: t("map.area"),
        crop: t("table.crop"),
        yield: t("table.yield"),
        colour: t("map.colour"),
        boundary: t("map.boundary"),
        recommendations: t("map.recommendationsHeader"),
      },
      rows: entries.map((e) => ({
        id: e.field.id,
        name: e.field.name,
        farm: e.field.location,
        area: measures.area(e.field.area),
        crop: e.record?.harvest ? cropLabel(t, e.record.harvest.cropName) : t("table.none"),
        yield: e.yieldText ?? t("map.noYield"),
        colour: colourOf(e),
        boundary: noteOf(e) ?? t("map.polygon"),
        recommendations: recommendations(e.field.id),
      })),
    },
    /** What the interactive map draws (loaded on tap): the same fields, colours and words, in longitude and latitude. */
    interactive: {
      style: mapStyle,
      language: locale.slice(0, 2).toLowerCase(),
      bounds: boundsOf(entries),
      features: entries.map((e) => ({
        type: "Feature" as const,
        id: e.field.id,
        geometry:
          e.boundary.kind === "polygons"
            ? { type: "MultiPolygon" as const, coordinates: e.boundary.polygons }
            : { type: "Point" as const, coordinates: [e.field.lng, e.field.lat] },
        properties: { id: e.field.id, colour: colourOf(e), title: titleOf(e), href: recommendations(e.field.id) },
      })),
      copy: {
        label: t("map.interactive"),
        open: t("map.open"),
        close: t("map.close"),
        loading: t("map.loading"),
        failed: t("map.failed"),
        recommendations: t("map.recommendations"),
      },
    },
  } as const;
}

/** West, south, east and north of every field's boundary or point. */
function boundsOf(entries: ReadonlyArray<{ field: Field; boundary: ReturnType<typeof readBoundary> }>) {
  const positions = entries.flatMap(({ field, boundary }) =>
    boundary.kind === "polygons" ? boundary.polygons.flatMap((rings) => rings[0]!) : [[field.lng, field.lat]],
  );
  const lngs = positions.map((p) => p[0]!);
  const lats = positions.map((p) => p[1]!);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ] as [[number, number], [number, number]];
}

export type FieldMapView = NonNullable<ReturnType<typeof fieldMapView>>;
