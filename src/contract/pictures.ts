/**
 * Which pictures named by server data (avatars, logos, covers) the console shows. Pure: the core
 * applies it for the web page (home: the page's own origin), the extension's side panel and worker
 * for the API host (src/platform/extension/pictureFetch.ts).
 *
 * A picture is fetched only from `home`, the origin the console talks to anyway, or is a `data:`
 * image already in the record. Loading one from any other address would tell that address's owner
 * (a customer who set their avatar to their own server) when the record was opened, and from which
 * network address: such pictures are shown as their address in text instead.
 */
export type PictureRoute =
  /** A `data:` image: shown as it is, nothing is fetched. */
  | { from: 'inline'; url: string }
  /** An http(s) address on `home`, resolved against it. */
  | { from: 'home'; url: string }
  /** Anywhere else, or not a picture address at all: not fetched. */
  | { from: 'elsewhere' };

/** The image types browsers show in an `<img>` without running anything (SVG runs no script there). */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif|bmp|x-icon|svg\+xml)[;,]/i;
/** Longest http(s) address considered; anything longer is not a picture address of the platform's. */
export const MAX_PICTURE_ADDRESS_LENGTH = 2048;

const ELSEWHERE: PictureRoute = { from: 'elsewhere' };

/**
 * Where the picture at `address` may come from, for a console whose home is `home` (a URL; its
 * origin counts, and relative addresses resolve against it); `home` null: none (nothing fetched).
 */
export function routePicture(address: string, home: string | null): PictureRoute {
  const text = address.trim();
  if (DATA_IMAGE.test(text)) return { from: 'inline', url: text };
  if (home === null || text === '' || text.length > MAX_PICTURE_ADDRESS_LENGTH) return ELSEWHERE;
  let url: URL;
  let origin: string;
  try {
    origin = new URL(home).origin;
    url = new URL(text, home);
  } catch {
    return ELSEWHERE;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return ELSEWHERE;
  // A user name or password in the address is never the console's own.
  if (url.username !== '' || url.password !== '') return ELSEWHERE;
  return url.origin === origin ? { from: 'home', url: url.href } : ELSEWHERE;
}

/**
 * What a page that may load pictures from `home` puts in the `<img>`: the web page, whose
 * Content-Security-Policy allows its own origin and `data:` (`img-src 'self' data: blob:`,
 * scripts/vite/csp.ts), with its own address as `home`. Any other address is null: shown as text,
 * not as a broken picture.
 */
export function pictureOnHome(address: string, home: string): string | null {
  const route = routePicture(address, home);
  return route.from === 'elsewhere' ? null : route.url;
}
