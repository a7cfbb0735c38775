import { Children, Fragment, type ReactNode } from "react";

/**
 * Inline items set apart by a space in the markup (issue 27): a row of links or values that CSS lays out with gaps
 * (flex, grid) reads "LlamarWhatsAppCómo llegar" in a text browser, which applies no CSS, when nothing separates
 * them in the text. A space between flex or grid items is not drawn, so the row looks the same.
 */
export function Apart({ children }: { children: ReactNode }) {
  return (
    <>
      {Children.toArray(children).map((child, index) => (
        <Fragment key={index}>
          {index > 0 ? " " : null}
          {child}
        </Fragment>
      ))}
    </>
  );
}
