/**
 * Where menus and pop-outs open: inside the page's `main` landmark (statically positioned, so a
 * PrimeReact overlay's page coordinates stay right), not loose in `body` where no landmark holds them.
 */
export const overlayHost = (): HTMLElement => document.getElementById('main') ?? document.body;
