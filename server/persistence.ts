/**
 * The data file: loaded at start, written atomically (temporary file in the same
 * directory, then rename) after every change. A file that cannot be read as state is
 * kept as `<file>.corrupt` and replaced by fresh demo data; the server never refuses to
 * start because of it.
 *
 * It holds password hashes and session token hashes: it is written with mode 0600 (owner only),
 * and an existing file is made so when loaded. Sessions of a file written before tokens were
 * hashed are hashed on load and the file rewritten, so no token stays on disk.
 */
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Account, MenuEntity, Role, StateData, TokenRecord } from './model.ts';
import { STATE_VERSION } from './model.ts';
import { buildSeed, withAreaMenus } from './seed.ts';
import { missingAreas } from './business/model.ts';
import { seedBusiness } from './business/seed.ts';
import { hashToken, TOKEN_HASH } from './tokenHash.ts';

type Log = (line: string) => void;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isIntArray = (v: unknown): v is number[] => Array.isArray(v) && v.every(isInt);

function isMenu(v: unknown): v is MenuEntity {
  return (
    isObject(v) &&
    isInt(v.menuId) &&
    isInt(v.parentId) &&
    isString(v.name) &&
    isString(v.url) &&
    isString(v.perms) &&
    (v.type === 0 || v.type === 1 || v.type === 2) &&
    isString(v.icon) &&
    isInt(v.orderNum)
  );
}

function isRole(v: unknown): v is Role {
  return isObject(v) && isInt(v.roleId) && isString(v.roleName) && isString(v.remark) && isIntArray(v.menuIds);
}

function isAccount(v: unknown): v is Account {
  return (
    isObject(v) &&
    isInt(v.userId) &&
    isString(v.userName) &&
    isString(v.nickname) &&
    isString(v.mobile) &&
    isString(v.email) &&
    isString(v.passwordHash) &&
    isIntArray(v.roleIds) &&
    (v.mustChangePassword === undefined || typeof v.mustChangePassword === 'boolean')
  );
}

/** Owner read and write only: the file holds password and token hashes. */
export const DATA_FILE_MODE = 0o600;

function isToken(v: unknown): v is TokenRecord {
  return (
    isObject(v) &&
    isString(v.tokenHash) &&
    TOKEN_HASH.test(v.tokenHash) &&
    isInt(v.userId) &&
    typeof v.expiresAt === 'number'
  );
}

/** A session as files written before tokens were hashed keep it: the token itself. */
interface LegacyTokenRecord {
  token: string;
  userId: number;
  expiresAt: number;
}

function isLegacyToken(v: unknown): v is LegacyTokenRecord {
  return isObject(v) && isString(v.token) && isInt(v.userId) && typeof v.expiresAt === 'number';
}

/** The record of a session, hashed when the file kept the token itself. */
function hashedToken(record: TokenRecord | LegacyTokenRecord): TokenRecord {
  if ('tokenHash' in record) return record;
  return { tokenHash: hashToken(record.token), userId: record.userId, expiresAt: record.expiresAt };
}

export function isStateData(v: unknown): v is StateData {
  return (
    isObject(v) &&
    v.version === STATE_VERSION &&
    Array.isArray(v.accounts) &&
    v.accounts.every(isAccount) &&
    Array.isArray(v.roles) &&
    v.roles.every(isRole) &&
    Array.isArray(v.menus) &&
    v.menus.every(isMenu) &&
    Array.isArray(v.tokens) &&
    v.tokens.every((t) => isToken(t) || isLegacyToken(t)) &&
    // A file written before the business areas existed has none, one written before an area was
    // declared has not that area: they are seeded on load.
    (v.business === undefined || missingAreas(v.business) !== null)
  );
}

let tempCounter = 0;

export function writeStateFile(file: string, data: StateData): void {
  const dir = dirname(file);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const temp = join(dir, `.${basename(file)}.${process.pid}.${++tempCounter}.tmp`);
  try {
    // The temporary file is new: created 0600, it is never readable by others, nor is the file it becomes.
    writeFileSync(temp, JSON.stringify(data, null, 2) + '\n', { encoding: 'utf8', mode: DATA_FILE_MODE });
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

function readStateFile(
  file: string,
): { kind: 'missing' } | { kind: 'ok'; data: StateData } | { kind: 'corrupt'; reason: string } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { kind: 'corrupt', reason: `not JSON (${(error as Error).message})` };
  }
  if (!isStateData(parsed)) return { kind: 'corrupt', reason: `not a version ${STATE_VERSION} state document` };
  return { kind: 'ok', data: parsed };
}

/** Makes an existing file owner-only (a file of an earlier version, or one copied in). */
function makePrivate(file: string): void {
  if ((statSync(file).mode & 0o777) !== DATA_FILE_MODE) chmodSync(file, DATA_FILE_MODE);
}

/** Loads the data file, seeding it when it is missing, corrupt or `reseed` is asked for. */
export function loadStateFile(file: string, options: { reseed?: boolean; log: Log }): StateData {
  const { log } = options;
  if (!options.reseed) {
    const read = readStateFile(file);
    if (read.kind === 'ok') {
      makePrivate(file);
      log(`[state] loaded ${file}`);
      let rewrite = false;
      if ((read.data as Partial<StateData>).business === undefined) {
        read.data.business = seedBusiness();
        rewrite = true;
        log(`[state] ${file} had no business data, seeded the demo records`);
      }
      const missing = missingAreas(read.data.business) ?? [];
      if (missing.length > 0) {
        const seeded = seedBusiness() as unknown as Record<string, unknown[]>;
        const business = read.data.business as unknown as Record<string, unknown[]>;
        for (const area of missing) business[area] = seeded[area]!;
        read.data.menus = withAreaMenus(read.data.menus, missing);
        rewrite = true;
        log(`[state] ${file} had no ${missing.join(', ')}: seeded their demo records and menu entries`);
      }
      const legacy = read.data.tokens.filter((t) => !('tokenHash' in t)).length;
      if (legacy > 0) {
        read.data.tokens = read.data.tokens.map(hashedToken);
        rewrite = true;
        log(`[state] ${file} kept ${legacy} session tokens in the clear: now only their hashes`);
      }
      if (rewrite) writeStateFile(file, read.data);
      return read.data;
    }
    if (read.kind === 'corrupt') {
      const kept = `${file}.corrupt`;
      renameSync(file, kept);
      makePrivate(kept);
      log(`[state] ${file} is corrupt: ${read.reason}; kept as ${kept}, reseeding with demo data`);
    } else {
      log(`[state] ${file} does not exist, seeding demo data`);
    }
  } else {
    log(`[state] reseeding ${file} with demo data`);
  }
  const data = buildSeed();
  writeStateFile(file, data);
  return data;
}
