import { generateKeyPair, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";

import express, { type NextFunction, type Request, type Response } from "express";
import Provider, { type Account, type Configuration, type Interaction, type KoaContextWithOIDC } from "oidc-provider";

import { OIDC_SCOPES } from "../../app/services/identity/contract";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, findAccountByEmail, findAccountById } from "../data/accounts";
import type { JsonStore } from "../store";
import { createStoreAdapterFactory } from "./oidc-adapter";
import { escapeHtml, loginPage, logoutPage, messagePage, pageCsp } from "./oidc-pages";
import type { Upstream, UpstreamFactory } from "./types";

/**
 * The identity provider: a certified OpenID Connect provider (oidc-provider)
 * with the demo accounts, our own sign-in page, and automatic consent for the
 * portal (a first-party client). Sessions, grants and codes live in the sandbox
 * store, so a grower stays signed in at the provider across restarts.
 */

const OIDC_MOUNT_PATH = "/oidc";

/** Sandbox-only client credentials: the portal receives them through `env`. */
const OIDC_CLIENT_ID = "surco-portal";
const OIDC_CLIENT_SECRET = "sandbox-oidc-secret-not-for-production";

/**
 * Cookie signing keys. SANDBOX ONLY: fixed so sessions survive restarts; a real
 * provider keeps its keys secret and rotates them.
 */
const SANDBOX_COOKIE_KEYS = ["surco-sandbox-cookie-key-1-not-secret", "surco-sandbox-cookie-key-0-not-secret"];

/** The claims each scope releases. `surco` carries the portal's own claims (app/services/identity/contract.ts). */
const SCOPE_CLAIMS: Record<(typeof OIDC_SCOPES)[number], string[]> = {
  openid: ["sub"],
  email: ["email", "email_verified"],
  profile: ["name", "locale"],
  surco: ["document", "roles", "profile_status", "cultivar_type", "is_eleva", "is_carbon_program", "country"],
};

/** Every claim an account has; oidc-provider keeps only those the granted scopes release. */
function accountClaims(account: DemoAccount): Record<string, unknown> & { sub: string } {
  return {
    sub: account.id,
    email: account.email,
    email_verified: true,
    name: account.name,
    locale: account.locale,
    document: account.document,
    roles: account.roles.map((role) => ({ roleName: role.roleName })),
    profile_status: account.profileStatus,
    cultivar_type: account.cultivarType,
    is_eleva: account.isEleva,
    is_carbon_program: account.isCarbonProgram,
    country: account.country,
  };
}

const generateKeyPairAsync = promisify(generateKeyPair);

/** The RS256 signing key: made on the first start, then kept in the store so ID tokens stay verifiable. */
async function signingKeys(store: JsonStore): Promise<{ keys: Array<Record<string, unknown>> }> {
  const saved = store.get<{ keys: Array<Record<string, unknown>> }>("oidc:jwks");
  if (saved) return saved;
  const { privateKey } = await generateKeyPairAsync("rsa", { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: "jwk" }), use: "sig", alg: "RS256" };
  const jwks = { keys: [jwk as Record<string, unknown>] };
  store.set("oidc:jwks", jwks);
  return jwks;
}

function samePassword(given: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(DEMO_PASSWORD);
  return a.length === b.length && timingSafeEqual(a, b);
}

function isSessionNotFound(error: unknown): boolean {
  return error instanceof Error && error.name === "SessionNotFound";
}

export const createOidcUpstream: UpstreamFactory = async ({ origin, portalOrigin, store }): Promise<Upstream> => {
  const issuer = `${origin}${OIDC_MOUNT_PATH}`;
  const csp = pageCsp(portalOrigin);

  const configuration: Configuration = {
    adapter: createStoreAdapterFactory(store),
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        client_name: "Surco",
        redirect_uris: [`${portalOrigin}/api/auth/callback`],
        // The portal's landing after RP-initiated logout (it sends the grower to the locale's home).
        post_logout_redirect_uris: [`${portalOrigin}/api/auth/signed-out`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        // Basic is the registered method; oidc-provider accepts client_secret_post for it as well.
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    clientAuthMethods: ["client_secret_basic", "client_secret_post"],
    responseTypes: ["code"],
    scopes: [...OIDC_SCOPES],
    claims: SCOPE_CLAIMS,
    jwks: await signingKeys(store),
    cookies: {
      // Cookies ignore ports: the portal on the same host must neither see nor clash with the provider's cookies.
      names: { session: "surco_idp_session", interaction: "surco_idp_interaction", resume: "surco_idp_resume" },
      long: { path: OIDC_MOUNT_PATH, httpOnly: true, sameSite: "lax" },
      keys: SANDBOX_COOKIE_KEYS,
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      revocation: { enabled: true },
      // Without a resource indicator every access token is meant for userinfo; nothing here needs JWT access tokens.
      resourceIndicators: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          if (hintNamesSignedInAccount(ctx)) return endSessionAtOnce(ctx);
          ctx.set("Content-Security-Policy", csp);
          ctx.type = "html";
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.set("Content-Security-Policy", csp);
          ctx.type = "html";
          ctx.body = messagePage("Signed out", "You have signed out of the sandbox identity provider.", {
            href: `${portalOrigin}/`,
            label: "Back to Surco",
          });
        },
      },
    },
    clientBasedCORS: () => false,
    async findAccount(_ctx, sub): Promise<Account | undefined> {
      const account = findAccountById(sub);
      if (!account) return undefined;
      return { accountId: account.id, claims: () => accountClaims(account) };
    },
    interactions: {
      url: (_ctx, interaction) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    renderError(ctx, out) {
      ctx.set("Content-Security-Policy", csp);
      ctx.type = "html";
      ctx.body = messagePage(
        "Sign-in error",
        `${out.error}${out.error_description ? `: ${out.error_description}` : ""}`,
        { href: `${portalOrigin}/`, label: "Back to Surco" },
      );
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      Session: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
  };

  const provider = new Provider(issuer, configuration);

  /** Whether the relying party sent a valid ID token (checked by oidc-provider) of the account signed in here. */
  function hintNamesSignedInAccount(ctx: KoaContextWithOIDC): boolean {
    const sub = ctx.oidc.entities.IdTokenHint?.payload.sub;
    return Boolean(sub && sub === ctx.oidc.session?.accountId);
  }

  /**
   * Ends the provider's session without the confirmation page, as common
   * providers do when the relying party proves who is signing out with a valid
   * id_token_hint: the grants and their tokens are revoked, the session and
   * its cookie destroyed, and the browser goes to the registered post-logout
   * redirect (validated by oidc-provider before this runs) with its state.
   */
  async function endSessionAtOnce(ctx: KoaContextWithOIDC) {
    const session = ctx.oidc.session!;
    for (const { grantId } of Object.values(session.authorizations ?? {})) {
      if (!grantId) continue;
      await provider.AccessToken.revokeByGrantId(grantId);
      await provider.AuthorizationCode.revokeByGrantId(grantId);
      await (await provider.Grant.find(grantId))?.destroy();
    }
    await session.destroy();
    ctx.cookies.set(provider.cookieName("session"), null, configuration.cookies?.long);
    const { post_logout_redirect_uri: target, state } = ctx.oidc.params ?? {};
    if (!target) {
      ctx.set("Content-Security-Policy", csp);
      ctx.type = "html";
      ctx.body = messagePage("Signed out", "You have signed out of the sandbox identity provider.", {
        href: `${portalOrigin}/`,
        label: "Back to Surco",
      });
      return;
    }
    const url = new URL(target);
    if (state) url.searchParams.set("state", state);
    ctx.status = 303;
    ctx.redirect(url.href);
  }

  function sendPage(res: Response, status: number, html: string) {
    res.status(status).set({
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": csp,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
    });
    res.send(html);
  }

  function sendExpired(res: Response) {
    sendPage(
      res,
      400,
      messagePage("Sign-in expired", "This sign-in request has expired or was already used. Start again from Surco.", {
        href: `${portalOrigin}/`,
        label: "Back to Surco",
      }),
    );
  }

  /** The interaction behind the cookie, if it is the one in the address; otherwise answers and returns undefined. */
  async function currentInteraction(req: Request, res: Response): Promise<Interaction | undefined> {
    try {
      const details = await provider.interactionDetails(req as IncomingMessage, res as ServerResponse);
      if (details.uid !== req.params.uid) {
        sendExpired(res);
        return undefined;
      }
      return details;
    } catch (error) {
      if (isSessionNotFound(error)) {
        sendExpired(res);
        return undefined;
      }
      throw error;
    }
  }

  /** Grants what the portal asked for (a first-party client: no consent screen), returning the grant's id. */
  async function grantEverythingRequested(details: Interaction, accountId: string): Promise<string> {
    const clientId = details.params.client_id ?? OIDC_CLIENT_ID;
    let grant = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    if (grant && grant.accountId !== accountId) grant = undefined;
    grant ??= new provider.Grant({ accountId, clientId });
    const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt.details;
    grant.addOIDCScope(details.params.scope ?? "openid");
    if (missingOIDCScope?.length) grant.addOIDCScope(missingOIDCScope);
    if (missingOIDCClaims?.length) grant.addOIDCClaims(missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes);
    }
    return grant.save();
  }

  function renderLogin(res: Response, status: number, uid: string, email?: string, error?: string) {
    sendPage(res, status, loginPage({ uid, accounts: DEMO_ACCOUNTS, email, error }));
  }

  const router = express.Router();
  const wrap =
    (handler: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response, next: NextFunction) => {
      handler(req, res).catch(next);
    };

  router.get(
    "/interaction/:uid",
    wrap(async (req, res) => {
      const details = await currentInteraction(req, res);
      if (!details) return;
      if (details.prompt.name === "login") return renderLogin(res, 200, details.uid);
      if (details.prompt.name === "consent" && details.session?.accountId) {
        const grantId = await grantEverythingRequested(details, details.session.accountId);
        return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      }
      sendPage(res, 400, messagePage("Sign-in error", `Unsupported prompt: ${escapeHtml(details.prompt.name)}`));
    }),
  );

  router.post(
    "/interaction/:uid/login",
    express.urlencoded({ extended: false, limit: "8kb" }),
    wrap(async (req, res) => {
      const details = await currentInteraction(req, res);
      if (!details) return;
      const body = (req.body ?? {}) as Record<string, unknown>;
      const email = typeof body.email === "string" ? body.email.trim() : "";
      const password = typeof body.password === "string" ? body.password : "";
      const account = email ? findAccountByEmail(email) : undefined;
      if (!account || !samePassword(password)) {
        return renderLogin(
          res,
          401,
          details.uid,
          email,
          "The email or password is not right. Check them and try again.",
        );
      }
      const grantId = await grantEverythingRequested(details, account.id);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.id }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    }),
  );

  router.get(
    "/interaction/:uid/abort",
    wrap(async (req, res) => {
      const details = await currentInteraction(req, res);
      if (!details) return;
      await provider.interactionFinished(
        req,
        res,
        { error: "access_denied", error_description: "The sign-in was cancelled." },
        { mergeWithLastSubmission: false },
      );
    }),
  );

  // Everything else under /oidc is the provider itself: discovery, auth, token, userinfo, jwks, logout...
  router.use(provider.callback());

  return {
    name: "oidc",
    mountPath: OIDC_MOUNT_PATH,
    handler: router,
    env: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET,
    },
  };
};
