# The portal as the README runs it: build once, serve the production build with server.ts.
# With no upstream URLs in the environment it boots its own sandbox, as `npm start` does.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 SANDBOX_DATA_DIR=/home/node/sandbox-data
COPY --from=build /app /app
EXPOSE 3000
USER node
CMD ["node", "--import", "tsx", "server.ts"]
