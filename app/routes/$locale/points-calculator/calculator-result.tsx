import * as shared from "~/loyalty/loyalty.css";

import * as styles from "./calculator.css";
import type { CalculatorData } from "./route";

export const RESULT_ANCHOR = "resultado";

/** The calculator's answer: the points with how each factor contributed, or why there is none yet. */
export function CalculatorResult({ result, heading }: { result: CalculatorData["result"]; heading: string }) {
  return (
    <section
      id={RESULT_ANCHOR}
      aria-labelledby="calculator-result"
      className={`${shared.panel} ${shared.panelAccent} ${styles.result}`}
      tabIndex={-1}
    >
      <h2 id="calculator-result" className={shared.panelTitle}>
        {result.kind === "result" ? result.heading : heading}
      </h2>
      {result.kind === "result" ? (
        <>
          <p className={shared.bigNumber}>{result.total}</p>
          <p role="status" className={shared.noticeText}>
            {result.sentence}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.breakdown} data-exact={result.exact}>
              <caption className={styles.caption}>{result.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{result.columns.factor}</th>
                  <th scope="col" className={styles.detailHeading}>
                    {result.columns.detail}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {result.columns.value}
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((row, index) => (
                  <tr key={index} className={styles.rowKind[row.kind]}>
                    <th scope="row">{row.factor}</th>
                    <td className={styles.detail}>{row.detail}</td>
                    <td className={styles.numeric}>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={shared.muted}>{result.validity}</p>
        </>
      ) : (
        <p role="status" className={result.kind === "invalid" ? styles.invalid : shared.muted}>
          {result.text}
        </p>
      )}
    </section>
  );
}
