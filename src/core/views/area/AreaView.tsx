import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../app/ScreenOutlet.tsx';

/** A business area whose screens are not specified yet: names the area and where it sits. */
export default function AreaView({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <section className="area-screen" aria-label={t(route.meta.title)}>
      <p>{t('area.intro', { title: t(route.meta.title) })}</p>
    </section>
  );
}
