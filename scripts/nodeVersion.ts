/** Whether a `process.version` ("v22.11.0") is of the major version asked for ("22"). */
export function isMajor(version: string, major: string): boolean {
  return /^\d+$/.test(major) && version.startsWith(`v${major}.`);
}
