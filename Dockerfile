# The web console in a container: built with Node, served over https by nginx with deploy/nginx.conf
# (docs/deploying.md, "In a container"). Not run by the tests; tests/unit/scripts/dockerfile.test.ts
# reads it. Both base images are pinned by digest: refresh the digests when you move to a newer
# image (`docker buildx imagetools inspect <image:tag>` prints the current one).
FROM node:22-bookworm-slim@sha256:f32b81066cde10a75dbac96646099533316d94bac4150c55da1636e1f0ffdc46 AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
# .dockerignore keeps out .env files, .git, dist, node_modules and .data: nothing of the machine
# the image is built on goes into it.
COPY . .
RUN npm run build:web
# deploy/nginx.conf for an unprivileged nginx: 8080 and 8443 inside the container (publish them as 80
# and 443: the redirect to https names no port), and without the Brotli line, which this image has no
# module for (the .gz files serve every browser).
RUN sed -e 's/listen 80\([ ;]\)/listen 8080\1/' -e 's/listen 443 /listen 8443 /' -e '/^ *brotli_static on;$/d' \
      deploy/nginx.conf > dist/console.conf

# nginx's own image that runs master and workers as the user nginx (uid 101), never as root.
FROM nginxinc/nginx-unprivileged:1.28.2@sha256:04e56c3270e97da2b8fe2c1664cac35eeaa18c490bb8565df558989a4f43a431
COPY --from=build /src/dist/console.conf /etc/nginx/conf.d/default.conf
COPY --from=build /src/dist/web /srv/console/web
COPY --from=build /src/dist/nginx /srv/console/nginx
USER 101
EXPOSE 8080 8443
CMD ["nginx", "-g", "daemon off;"]
