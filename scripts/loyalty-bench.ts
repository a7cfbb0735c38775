/**
 * The Impulso pages in `npm run bench`: the points page and the history are
 * personal, so the bench signs a demo member in the way a browser would
 * (portal login → the sandbox's sign-in form → callback) and measures them
 * with that session's cookie; the calculator is public and measured both
 * bare and with a calculation.
 */
import { assetLinks, gzipSize, type PageWeight } from "./page-weight";

export const LOYALTY_BENCH = {
  member: "br.3estrelas@surco.example",
  password: "surco-demo",
  /** Measured with the member's session. */
  personal: ["/pt-br/meu-impulso", "/pt-br/historico", "/es-ar/calculadora-de-puntos"],
  /** Measured anonymously. */
  public: [
    "/pt-br/calculadora-de-pontos",
    "/pt-br/calculadora-de-pontos?channel=direct&stars=4&reais=20.000.000&corn=8.000&brands=5&years=3&intent=calculate",
  ],
  lighthouse: ["/pt-br/meu-impulso", "/pt-br/historico", "/pt-br/calculadora-de-pontos"],
} as const;

/** Cookies of one origin, as a browser keeps them (name → value; paths and expiry do not matter here). */
class Jar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/**
 * Signs a demo grower in and returns the portal's Cookie header. Follows the
 * redirects by hand so each origin (portal, sandbox) gets its own cookies.
 */
export async function loyaltySession(
  origin: string,
  email: string = LOYALTY_BENCH.member,
  returnTo = "/pt-br/meu-impulso",
): Promise<string> {
  const portal = new Jar();
  const sandbox = new Jar();
  const jarFor = (url: URL) => (url.origin === new URL(origin).origin ? portal : sandbox);
  const go = async (url: URL, init: RequestInit = {}) => {
    const jar = jarFor(url);
    const headers = new Headers(init.headers);
    const cookie = jar.header();
    if (cookie) headers.set("cookie", cookie);
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    jar.store(response);
    return response;
  };
  let url = new URL(`/api/auth/login?state=${encodeURIComponent(returnTo)}`, origin);
  let response = await go(url);
  let signedIn = false;
  for (let hops = 0; hops < 20; hops++) {
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get("location")!, url);
      await response.body?.cancel();
      if (signedIn && url.origin === new URL(origin).origin && !url.pathname.startsWith("/api/auth/"))
        return portal.header();
      response = await go(url);
      continue;
    }
    if (response.status === 200 && !signedIn) {
      const html = await response.text();
      const action = /<form[^>]*\baction="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no sign-in form at ${url}`);
      url = new URL(action.replace(/&amp;/g, "&"), url);
      response = await go(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, password: LOYALTY_BENCH.password }).toString(),
      });
      signedIn = true;
      continue;
    }
    if (response.status === 200 && signedIn && url.origin === new URL(origin).origin) return portal.header();
    throw new Error(`sign-in stopped at ${url} with ${response.status}`);
  }
  throw new Error("sign-in: too many redirects");
}

/** measurePage (page-weight.ts) with a Cookie header: the page as the signed-in member gets it. */
export async function measurePersonalPage(origin: string, path: string, cookie: string): Promise<PageWeight> {
  const response = await fetch(new URL(path, origin), { headers: { cookie }, redirect: "manual" });
  const html = await response.text();
  const { css, js } = assetLinks(html);
  const size = async (href: string) => gzipSize(Buffer.from(await (await fetch(new URL(href, origin))).arrayBuffer()));
  const sum = async (hrefs: string[]) => (await Promise.all(hrefs.map(size))).reduce((a, b) => a + b, 0);
  return {
    path: `${path} (signed in)`,
    status: response.status,
    html: gzipSize(html),
    css: await sum(css),
    js: await sum(js),
  };
}
