import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../core/components/LanguageSwitch.tsx';
import { ThemeSwitch } from '../../core/components/ThemeSwitch.tsx';
import logoUrl from '../../core/assets/logo.svg';
import './login.css';

/**
 * The public screens' frame (sign-in, reset by SMS): theme and language switches, then the card
 * with the brand and the heading.
 */
export function LoginFrame({
  headingId,
  heading,
  children,
  onSubmit,
  onSubmitCapture,
}: {
  headingId: string;
  heading: string;
  children: ReactNode;
  /** The card is one form. */
  onSubmit?: (event: FormEvent) => void;
  /** The card holds forms: told when one of them is submitted. */
  onSubmitCapture?: () => void;
}) {
  const { t } = useTranslation();
  const brand = (
    <>
      <div className="login-card__brand">
        <img src={logoUrl} alt="" width={40} height={40} />
        <span>{t('app.title')}</span>
      </div>
      <h1 id={headingId} className="login-card__heading">
        {heading}
      </h1>
    </>
  );
  return (
    <main className="login-page">
      <div className="login-page__tools">
        <ThemeSwitch />
        <LanguageSwitch />
      </div>
      {onSubmit ? (
        <form className="login-card" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
          {brand}
          {children}
        </form>
      ) : (
        <div className="login-card" onSubmitCapture={onSubmitCapture}>
          {brand}
          {children}
        </div>
      )}
    </main>
  );
}
