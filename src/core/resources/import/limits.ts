/**
 * What an import reads at most, and the one way a file is refused: an {@link ImportProblem} naming
 * its locale key (`list.import.bad.<key>`) and values, so each refusal is a message in both
 * languages and nothing is sent (docs/import.md). Pure.
 */

/** The largest file read (10 MB): checked before a byte of it is read. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The most data rows one import takes (the header row aside). */
export const MAX_ROWS = 10_000;
/** The most columns a file may have. */
export const MAX_COLUMNS = 200;
/**
 * The most bytes the parts of a workbook that are read may unpack to, together (50 MB): a "zip
 * bomb" (a few KB that unpack to gigabytes) is stopped there, while unpacking, not after.
 */
export const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;

export type ProblemValues = Record<string, string | number>;

/** Why a file is not read: `list.import.bad.<key>` with its values. */
export class ImportProblem extends Error {
  constructor(
    readonly key: string,
    readonly values: ProblemValues = {},
  ) {
    super(`list.import.bad.${key}`);
    this.name = 'ImportProblem';
  }

  /** The locale key of the message. */
  get messageKey(): string {
    return `list.import.bad.${this.key}`;
  }
}

export const isImportProblem = (error: unknown): error is ImportProblem => error instanceof ImportProblem;
