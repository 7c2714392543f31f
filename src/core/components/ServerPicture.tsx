import { useTranslation } from 'react-i18next';
import { shownAddress, usePicture } from './usePicture.ts';
import './serverPicture.css';

/**
 * A picture that is not loaded: its address as text, with why in its title. Not a broken picture,
 * and nothing is fetched from the address.
 */
export function PictureWithheld({ address }: { address: string }) {
  const { t } = useTranslation();
  return (
    <span className="picture-withheld" title={t('pictures.withheldWhy')}>
      <span className="picture-withheld__note">{t('pictures.withheld')}</span>{' '}
      <span className="picture-withheld__address">{shownAddress(address)}</span>
    </span>
  );
}

/**
 * A picture named by server data (a logo, a cover, an avatar): shown when the shell may load it (a
 * `data:` image, or on the console's own host), otherwise its address as text (PictureWithheld).
 */
export function ServerPicture({
  address,
  alt,
  className,
  lazy = false,
}: {
  address: string;
  alt: string;
  className: string;
  lazy?: boolean;
}) {
  const picture = usePicture(address);
  if (picture.state === 'withheld') return <PictureWithheld address={address} />;
  if (picture.state === 'shown')
    return <img className={className} src={picture.src} alt={alt} loading={lazy ? 'lazy' : undefined} />;
  // Fetching: the picture's place, empty.
  return picture.state === 'pending' ? <span className={`${className} picture-pending`} aria-busy="true" /> : null;
}
