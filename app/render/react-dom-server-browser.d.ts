// react-dom ships "react-dom/server.browser" (the web-streams renderer) without its own type entry;
// its renderToReadableStream is the one @types/react-dom declares for "react-dom/server".
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
