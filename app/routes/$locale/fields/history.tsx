import * as shared from "~/field-data/field-page.css";

import * as dashboard from "./dashboard.css";
import * as styles from "./field-map.css";
import type { HistoryView } from "./history.server";
import { ScrollTable } from "./scroll-table";

/**
 * The fields across seasons (issue 31, item 3), drawn on the server: per field a small bar chart and its table,
 * then the farm's yield per crop and season. A season without data has no bar and a note; one whose sync did not
 * finish is outlined and dated.
 */
export function History({ view }: { view: HistoryView }) {
  return (
    <section className={styles.section} aria-labelledby="fields-history-heading">
      <h2 id="fields-history-heading" className={shared.heading}>
        {view.heading}
      </h2>
      <ScrollTable compact caption={view.farm.caption}>
        <thead>
          <tr>
            <th scope="col">{view.headers.season}</th>
            {view.farm.crops.map((crop) => (
              <th scope="col" key={crop}>
                {crop}
              </th>
            ))}
            <th scope="col">{view.headers.note}</th>
          </tr>
        </thead>
        <tbody>
          {view.farm.rows.map((row) => (
            <tr key={row.season}>
              <th scope="row">{row.season}</th>
              <Cells values={row.cells} none={view.none} numeric={() => true} />
              <td>{row.note}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <div className={styles.farms}>
        {view.fields.map((field) => (
          <figure key={field.name} className={styles.farm}>
            <figcaption className={styles.farmName}>{field.name}</figcaption>
            <svg
              className={styles.drawing}
              viewBox={`0 0 ${field.chart.width} ${field.chart.height}`}
              role="img"
              aria-label={field.chart.label}
            >
              {field.chart.bars.map((bar) => (
                <g key={bar.season}>
                  {bar.value !== null ? (
                    <>
                      <rect
                        x={bar.x}
                        y={bar.y}
                        width={bar.width}
                        height={bar.height}
                        fill={bar.outlined ? "none" : bar.colour}
                        stroke={bar.colour}
                        strokeWidth={2}
                        strokeDasharray={bar.outlined ? "4 2" : undefined}
                      />
                      <text x={bar.labelX} y={bar.y - 4} textAnchor="middle" className={styles.chartText}>
                        {bar.value}
                      </text>
                    </>
                  ) : null}
                  <text x={bar.labelX} y={field.chart.height - 6} textAnchor="middle" className={styles.chartText}>
                    {bar.season}
                  </text>
                </g>
              ))}
            </svg>
            <ScrollTable compact caption={field.chart.label}>
              <thead>
                <tr>
                  <th scope="col">{view.headers.season}</th>
                  <th scope="col">{view.headers.crop}</th>
                  <th scope="col">{view.headers.yield}</th>
                  <th scope="col">{view.headers.hybrid}</th>
                  <th scope="col">{view.headers.note}</th>
                </tr>
              </thead>
              <tbody>
                {field.rows.map((row) => (
                  <tr key={row.season}>
                    <th scope="row">{row.season}</th>
                    <Cells values={[row.crop, row.yield, row.hybrid]} none={view.none} numeric={(i) => i === 1} />
                    <td>{row.note}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          </figure>
        ))}
      </div>
    </section>
  );
}

/**
 * A row's cells, where the cells next to each other that have nothing are one cell saying so across them: a text
 * browser or a screen reader hears "no data" once for the gap, not once per column.
 */
function Cells({
  values,
  none,
  numeric,
}: {
  values: readonly (string | null)[];
  none: string;
  numeric: (index: number) => boolean;
}) {
  const cells: { at: number; span: number; value: string | null }[] = [];
  values.forEach((value, at) => {
    const last = cells.at(-1);
    if (value === null && last && last.value === null) last.span += 1;
    else cells.push({ at, span: 1, value });
  });
  return cells.map(({ at, span, value }) => (
    <td
      key={at}
      colSpan={span > 1 ? span : undefined}
      className={numeric(at) && value !== null ? dashboard.num : undefined}
    >
      {value ?? none}
    </td>
  ));
}
