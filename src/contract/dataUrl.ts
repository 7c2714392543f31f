/**
 * A body as a `data:` URL of its content type: captcha images (the transport's, and the one the web
 * page asks for before the console's code has loaded), pictures fetched by the extension's worker.
 */
export function toDataUrl(buffer: ArrayBuffer, contentType: string | null): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  const chunk = 0x8000;
  // Stryker disable next-line EqualityOperator: one more round would append an empty piece
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  const type = (contentType ?? 'application/octet-stream').split(';')[0]!.trim();
  return `data:${type};base64,${btoa(binary)}`;
}
