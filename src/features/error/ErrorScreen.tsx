import { useTranslation } from 'react-i18next';

/** The 401 and 404 error screens (SPEC 2, 8). */
export function ErrorScreen({ code }: { code: '401' | '404' }) {
  const { t } = useTranslation();
  return (
    <section className="error-screen" aria-labelledby="error-code">
      <p id="error-code" className="error-screen__code">
        {code}
      </p>
      <p className="error-screen__text">{t(`error.${code}`)}</p>
      <a className="p-button p-component" href="#/dashboard">
        {t('error.backHome')}
      </a>
    </section>
  );
}
