import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useServices } from '../../core/kernel/services.ts';
import { useSession } from '../../core/kernel/useSession.ts';
import { safeRedirect } from '../../core/routes/guard.ts';
import { PasswordSignInForm } from './PasswordSignInForm.tsx';
import { SignInMethodTabs, type SignInMethod } from './SignInMethodTabs.tsx';
import { Loading } from '../../core/layout/Loading.tsx';
import { LoginFrame } from './LoginFrame.tsx';
import {
  dismissPrepaint,
  readPrepaint,
  type HandOver,
  replayPresses,
  replaySubmit,
  restoreCaret,
} from '../../core/kernel/prepaint.ts';

// Most people sign in by password: the SMS form and the password-change mode load when used.
const SmsSignInForm = lazy(() => import('./SmsSignInForm.tsx').then((module) => ({ default: module.SmsSignInForm })));
const PasswordChangeForm = lazy(() =>
  import('./PasswordChangeForm.tsx').then((module) => ({ default: module.PasswordChangeForm })),
);
// Only a shell that can lack an API host (the extension's store package) loads the gate.
const ApiHostGate = lazy(() => import('./ApiHostGate.tsx').then((module) => ({ default: module.ApiHostGate })));

/**
 * Takes over the sign-in form drawn before the code ran, once the live form is there (rendered
 * after it, so its effect sees the live fields; where the shell first asks whether it has an API
 * host, the drawing stays until the form is drawn): the drawing goes, the focus and caret come back,
 * the presses kept on it are carried out (once, also where effects run twice in development).
 */
function TakeOver({ handOver, replayed }: { handOver: HandOver; replayed: RefObject<boolean> }) {
  useLayoutEffect(() => {
    dismissPrepaint();
    restoreCaret(handOver.focus);
    if (replayed.current) return;
    replayed.current = true;
    replayPresses(handOver.pressed);
    // Sign in pressed on the drawing: carried out now, once.
    replaySubmit(handOver);
  }, [handOver, replayed]);
  return null;
}

/**
 * The login screen (SPEC 2 "Login screen"): sign-in by password and verification code, or by
 * SMS code; and the password-change mode when the server requires a new password first.
 */
export default function LoginView() {
  const { t } = useTranslation();
  const { session, platform, preloadSignedIn } = useServices();
  const [, navigate] = useLocation();
  const search = useSearch();
  // A sign-in form drawn from the page before this code ran (see app/prepaint.ts): what was typed
  // there is read as this screen renders, in the same task that replaces the drawing, so no key is lost.
  const [handOver] = useState(() => readPrepaint());
  const [method, setMethod] = useState<SignInMethod>('password');
  const [userName, setUserName] = useState(handOver?.values['login-userName'] ?? '');
  const [remember, setRemember] = useState(handOver?.checked['login-remember'] ?? true);
  /** Password-change mode: the password just used to sign in. */
  const [change, setChange] = useState<{ password: string } | null>(null);
  const changePending = useRef(false);
  const endReason = useSession((state) => state.endReason);

  const pressesReplayed = useRef(false);

  // Leaving the screen in password-change mode drops the held sign-in.
  useEffect(
    () => () => {
      if (changePending.current) void session.logout();
    },
    [session],
  );

  const finish = () => navigate(safeRedirect(new URLSearchParams(search).get('redirect')), { replace: true });

  const enterChangeMode = (password: string) => {
    changePending.current = true;
    setChange({ password });
  };
  const leaveChangeMode = () => {
    changePending.current = false;
    setChange(null);
    setMethod('password');
  };

  /** The sign-in form, behind the gate where the shell may have no API host to sign in to. */
  const { apiHost } = platform;
  const signInForm = (form: ReactNode) =>
    apiHost ? (
      <Suspense fallback={<Loading />}>
        <ApiHostGate apiHost={apiHost} openSettings={platform.openSettings?.bind(platform)}>
          {form}
        </ApiHostGate>
      </Suspense>
    ) : (
      form
    );

  const changed = () => {
    changePending.current = false;
    if (session.completePasswordChange()) finish();
    else leaveChangeMode();
  };
  const cancel = async () => {
    changePending.current = false;
    await session.logout();
    leaveChangeMode();
  };

  return (
    <LoginFrame
      headingId="login-heading"
      heading={change ? t('login.changeHeading') : t('login.heading')}
      // Submitting starts loading the signed-in console beside the sign-in request.
      onSubmitCapture={() => preloadSignedIn()}
    >
      {endReason === 'host-changed' && !change ? (
        <p className="login-card__notice" role="status">
          {t('login.hostChanged')}
        </p>
      ) : null}
      {change ? (
        <Suspense fallback={<Loading />}>
          <PasswordChangeForm
            currentPassword={change.password}
            onChanged={changed}
            onCancel={() => void cancel()}
            onSessionLost={leaveChangeMode}
          />
        </Suspense>
      ) : (
        signInForm(
          <>
            <SignInMethodTabs method={method} onChange={setMethod}>
              {method === 'password' ? (
                <PasswordSignInForm
                  userName={userName}
                  onUserNameChange={setUserName}
                  handedOver={
                    handOver
                      ? { password: handOver.values['login-password'], captcha: handOver.values['login-captcha'] }
                      : undefined
                  }
                  remember={remember}
                  onRememberChange={setRemember}
                  onSignedIn={finish}
                  onMustChangePassword={enterChangeMode}
                />
              ) : (
                <Suspense fallback={<Loading />}>
                  <SmsSignInForm remember={remember} onRememberChange={setRemember} onSignedIn={finish} />
                </Suspense>
              )}
            </SignInMethodTabs>
            {handOver ? <TakeOver handOver={handOver} replayed={pressesReplayed} /> : null}
          </>,
        )
      )}
    </LoginFrame>
  );
}
