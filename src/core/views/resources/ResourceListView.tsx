import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../app/ScreenOutlet.tsx';
import { resourceFor } from '../../areas/index.ts';
// The admin screens' styles come before the framework's, which refine them.
import '../permission/admin.css';
import { ResourceList } from '../../resources/components/ResourceList.tsx';

/** The list screen of any declared area; the route name picks the declaration. */
export default function ResourceListView({ route }: ScreenProps) {
  const { t } = useTranslation();
  const def = resourceFor(route.name);
  if (!def) return <p role="alert">{t('resources.common.unknownArea', { name: route.name })}</p>;
  return <ResourceList def={def} />;
}
