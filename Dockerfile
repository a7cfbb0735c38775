# The portal's image (decision 0022). Its commands are the README's "Production" ones, in the same order:
# server/production-image.test.ts checks that, and that the Node line is one `engines` accepts.
# Node 26 is the LTS line (active LTS from 2026-10-28 until 2027-10-20); the release is the one package.json pins
# for every npm script (the `node` package, decision 0061).

# Build: every dependency (Vite, Remix's compiler, TypeScript), then the client, the Remix server build and the
# server entry, all as plain JavaScript in build/.
FROM node:26.10.0-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .
RUN npm run build

# Runtime: the production dependencies and build/, nothing else (no sources, no TypeScript loader, no compiler).
FROM node:26.10.0-trixie-slim
WORKDIR /app
# The app's files stay root's and read-only to it; it writes only its data: the embedded store and, with no
# upstream configured, the sandbox's files, both in the node user's home.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/home/node/surco-data SANDBOX_DATA_DIR=/home/node/sandbox-data
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev
COPY --from=build /app/build ./build
USER node
EXPOSE 3000
# Liveness: the process answers. The image has no curl; Node's fetch does the request.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `npm run serve` without npm: the server is process 1 and gets `docker stop`'s SIGTERM itself (it drains then).
CMD ["node", "build/portal/server.js"]
