# Inkpanel in a container: `docker compose --profile app up` (see docker-compose.yml and README).
# Node 24 LTS, as the project requires.

FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10.34.9 --silent
# Dependencies first, so they stay cached while only the sources change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
# The fixes pnpm applies to dependencies as it installs them (see pnpm-workspace.yaml).
COPY patches patches/
COPY server/package.json server/
COPY web/package.json web/
COPY ui/package.json ui/
COPY input-rules/package.json input-rules/
RUN pnpm fetch --frozen-lockfile
COPY . .
# `install` runs `generate` (Prisma client, GraphQL types); `build` makes web/dist, its server
# renderer web/dist-server, and server/dist.
RUN pnpm install --frozen-lockfile --offline && pnpm build

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=4000
# pnpm for the operator's one-off commands (`pnpm db:seed`, `pnpm user:role ...`).
RUN npm install -g pnpm@10.34.9 --silent && npm cache clean --force
# What the running server reads: its bundle, the web build, the domains' schema.graphql files,
# the migrations it applies at start (through the Prisma CLI in node_modules), and the scripts.
COPY --from=build /app/package.json /app/pnpm-workspace.yaml ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/server server
COPY --from=build /app/web/dist web/dist
# The server renderer imports React, React Router, Apollo Client and Lingui through web's links.
COPY --from=build /app/web/dist-server web/dist-server
COPY --from=build /app/web/node_modules web/node_modules
COPY --from=build /app/web/package.json web/
COPY --from=build /app/ui/package.json ui/
# The server imports the input rules it shares with the web as TypeScript, which Node runs as is.
COPY --from=build /app/input-rules input-rules
COPY --from=build /app/prisma prisma
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "server/dist/index.js"]
