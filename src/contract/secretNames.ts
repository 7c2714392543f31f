import { canonicalPath } from './canonicalPath.ts';
import { CHANGE_PASSWORD_PATH, LOGIN_PATH, SMS_LOGIN_PATH } from './paths.ts';

/**
 * Which names carry a secret (pure): the name part of the one rule of what is secret
 * (contract/secrets.ts says the whole rule, and is what the rest of the console imports).
 */

/** Parts of a name that make it secret wherever they stand, separators left out (`api_key` → `apikey`). */
const SECRET_PARTS = [
  'token',
  'password',
  'passwd',
  'passw0rd',
  'pwd',
  'pswd',
  'passcode',
  'passphrase',
  'captcha',
  'kaptcha',
  'secret',
  'authorization',
  'authorisation',
  'cookie',
  'credential',
  'apikey',
  'accesskey',
  'sessionkey',
  'signingkey',
  'masterkey',
  'privatekey',
  'sessionid',
  'sessid',
  'smscode',
  'verifycode',
  'verificationcode',
  'authcode',
  'mfacode',
  'onetimecode',
  'checkcode',
  'validatecode',
  'imgcode',
  'imagecode',
  'csrf',
  'xsrf',
  'signature',
];
/**
 * Words that are secret only as whole words of the name, or as a run of its words (`pin`, not
 * `shipping`; `pass` in `newPass`, not `passenger`; `vcode` and `vCode`, not `devcode`).
 */
const SECRET_WORDS = new Set(['pin', 'otp', 'totp', 'hotp', 'sid', 'jwt', 'pincode', 'pass', 'pw', 'psw', 'vcode']);
/** Words that are secret as the last word of the name (`serviceTicket`, not `ticketId`). */
const SECRET_LAST_WORDS = new Set(['ticket']);
/** The longest run of words SECRET_WORDS holds. */
const LONGEST_RUN = 2;

/** The words of a name: split at separators, at camelCase humps and between letters and digits. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])/g, ' ')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** Whether a run of the words (one word, or a few read together) is one of `terms`. */
function hasRun(words: readonly string[], terms: ReadonlySet<string>): boolean {
  for (let start = 0; start < words.length; start += 1) {
    let run = '';
    for (let end = start; end < Math.min(words.length, start + LONGEST_RUN); end += 1) {
      run += words[end];
      if (terms.has(run)) return true;
    }
  }
  return false;
}

/** Whether a field, parameter or header of this name carries a secret, wherever it stands. */
export function isSecretName(name: string): boolean {
  const words = nameWords(name);
  const joined = words.join('');
  return (
    SECRET_PARTS.some((part) => joined.includes(part)) ||
    hasRun(words, SECRET_WORDS) ||
    SECRET_LAST_WORDS.has(words.at(-1) ?? '')
  );
}

/** Paths whose request carries a sign-in: a bare `code` sent there is the captcha's or the SMS answer. */
const SIGN_IN_PATHS = new Set([LOGIN_PATH, SMS_LOGIN_PATH].map((path) => canonicalPath(path)));
const CHANGE_PASSWORD = canonicalPath(CHANGE_PASSWORD_PATH);
const PASSWORD_PARTS = ['password', 'passwd', 'passw0rd', 'pwd', 'pswd'];
const PASSWORD_WORDS = new Set(['pass', 'pw', 'psw']);

function isPasswordName(name: string): boolean {
  const words = nameWords(name);
  const joined = words.join('');
  return PASSWORD_PARTS.some((part) => joined.includes(part)) || hasRun(words, PASSWORD_WORDS);
}

const isCaptchaSibling = (name: string) => {
  const joined = nameWords(name).join('');
  return joined === 'uuid' || joined.includes('captcha') || joined.includes('kaptcha');
};

/**
 * Whether a field the console sends carries a secret: a secret name (isSecretName), or a name that
 * is secret by what stands beside it (`siblings`: the names of the fields sent with it) or by the
 * path it is sent to — a bare `code` beside a `uuid` or a captcha field or sent to a sign-in path;
 * a bare `current` or `confirm` beside a password field or sent to the change-password path.
 */
export function isSecretField(name: string, siblings: readonly string[], path?: string): boolean {
  if (isSecretName(name)) return true;
  const bare = nameWords(name).join('');
  const to = path === undefined ? null : canonicalPath(path.split(/[?#]/)[0]!);
  if (bare === 'code') return siblings.some(isCaptchaSibling) || (to !== null && SIGN_IN_PATHS.has(to));
  if (bare === 'current' || bare === 'confirm')
    return siblings.some((sibling) => sibling !== name && isPasswordName(sibling)) || to === CHANGE_PASSWORD;
  return false;
}
