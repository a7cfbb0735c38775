import { createHash } from "node:crypto";

import type { DemoAccount } from "../data/accounts";

/**
 * The identity provider's own pages: sign-in, sign-out, errors. Self-contained
 * HTML, no scripts, no external resources; the one <style> block is allowed by
 * its hash in the Content-Security-Policy.
 */

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.5; color: #1d2b1f; background: #f4f6f1; }
body { margin: 0; padding: 1.5rem 1rem 3rem; }
main { max-width: 60rem; margin: 0 auto; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
h2 { font-size: 1.125rem; margin: 2rem 0 .5rem; }
.badge { display: inline-block; font-size: .8125rem; font-weight: 600; background: #fff3c4; color: #5c4400; padding: .125rem .5rem; border-radius: .25rem; }
form.card, .card { background: #fff; border: 1px solid #cfd8c8; border-radius: .5rem; padding: 1.25rem; max-width: 24rem; }
label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
input[type=email], input[type=password] { box-sizing: border-box; width: 100%; font: inherit; padding: .5rem .625rem; border: 1px solid #6b7a64; border-radius: .375rem; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #1f6fd1; outline-offset: 2px; }
.actions { display: flex; gap: 1rem; align-items: center; margin-top: 1.25rem; flex-wrap: wrap; }
button { font: inherit; font-weight: 600; padding: .5rem 1.25rem; border-radius: .375rem; border: 1px solid #1e5b2a; background: #1e5b2a; color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: #1e5b2a; }
a { color: #14502a; }
.error { border-left: 4px solid #b3261e; background: #fdecea; color: #6e1410; padding: .5rem .75rem; margin: 0 0 .75rem; }
.hint { font-size: .875rem; color: #4a5745; margin: .75rem 0 0; }
table { border-collapse: collapse; width: 100%; background: #fff; font-size: .875rem; }
caption { text-align: left; font-weight: 600; padding-bottom: .5rem; }
th, td { text-align: left; vertical-align: top; padding: .375rem .5rem; border-bottom: 1px solid #dde3d8; }
th { background: #e8eee3; }
code { font-size: .8125rem; }
`;

const STYLE_HASH = createHash("sha256").update(STYLE).digest("base64");

/** The Content-Security-Policy for these pages; form submissions may end at the portal (redirect after sign-in). */
export function pageCsp(portalOrigin: string): string {
  return [
    "default-src 'none'",
    `style-src 'sha256-${STYLE_HASH}'`,
    `form-action 'self' ${portalOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Surco sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

const COUNTRY_NAMES: Record<DemoAccount["country"], string> = { AR: "Argentina", BR: "Brazil", US: "United States" };

export interface LoginPageOptions {
  uid: string;
  accounts: readonly DemoAccount[];
  email?: string;
  error?: string;
  clientName?: string;
}

export function loginPage({ uid, accounts, email = "", error, clientName = "Surco" }: LoginPageOptions): string {
  const base = `/oidc/interaction/${encodeURIComponent(uid)}`;
  const errorBlock = error ? `<p class="error" id="login-error" role="alert">${escapeHtml(error)}</p>` : "";
  const describedBy = error ? ' aria-describedby="login-error"' : "";
  const rows = accounts
    .map(
      (account) => `<tr>
<td><code>${escapeHtml(account.email)}</code></td>
<td>${escapeHtml(COUNTRY_NAMES[account.country])}</td>
<td>${escapeHtml(account.name)}</td>
<td>${escapeHtml(account.demonstrates)}</td>
</tr>`,
    )
    .join("\n");
  return layout(
    "Sign in",
    `<h1>Sign in to ${escapeHtml(clientName)}</h1>
<p><span class="badge">Sandbox identity provider</span> Demo accounts only: nothing here is real.</p>
<form class="card" method="post" action="${base}/login" novalidate>
${errorBlock}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${describedBy}${error ? ' aria-invalid="true"' : ""}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
<div class="actions">
<button type="submit">Sign in</button>
<a href="${base}/abort">Cancel and go back</a>
</div>
<p class="hint">Every demo account uses the password <code>surco-demo</code>.</p>
</form>
<h2 id="demo-accounts">Demo accounts</h2>
<table aria-labelledby="demo-accounts">
<thead><tr><th scope="col">Email</th><th scope="col">Country</th><th scope="col">Name</th><th scope="col">What it shows</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<div class="card">
<p>${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ""}
</div>`,
  );
}

/** The sign-out confirmation. `form` is oidc-provider's hidden form (id op.logoutForm) carrying its CSRF token. */
export function logoutPage(form: string): string {
  return layout(
    "Sign out",
    `<h1>Sign out of Surco?</h1>
<div class="card">
<p>"Sign out" also ends your session at this identity provider, so the next sign-in asks for your password again.</p>
${form}
<div class="actions">
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<button type="submit" form="op.logoutForm" class="secondary">Sign out of Surco only</button>
</div>
</div>`,
  );
}
