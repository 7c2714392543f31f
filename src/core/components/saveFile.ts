/**
 * Saves a file the console made (an export) through the browser's download: a link to the data
 * clicked once, in every shell (the extension's panel needs no download permission for it).
 */
export function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data by then; the memory is given back.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
