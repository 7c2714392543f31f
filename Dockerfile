# The web console in a container: built with Node, served by Debian's nginx with deploy/nginx.conf
# (docs/deploying.md). Not run by the tests. Set the platform's back end in the config's
# `upstream console_api` block (mount your own copy over /etc/nginx/conf.d/console.conf).
FROM node:22-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY deploy/nginx.conf /etc/nginx/conf.d/console.conf
COPY --from=build /src/dist/web /srv/console/web
COPY --from=build /src/dist/nginx /srv/console/nginx
EXPOSE 80
CMD ["nginx", "-g", "daemon off;"]
