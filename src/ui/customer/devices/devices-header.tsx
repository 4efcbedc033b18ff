import { Link as RouterLink } from 'wouter';
import { devicesPage as texts } from '../../../content/devices';
import { pagePaths } from '../../../services/contract';
import { buttonClass } from '../../components/kit/button';
import { PageHeader } from '../../signed-in/page-header';

/** The Devices page's title block, with the way to sign a new desktop in. */
export function DevicesHeader() {
  return (
    <PageHeader
      title={texts.title}
      subtitle={texts.subtitle}
      action={
        <RouterLink
          href={`~${pagePaths.customer.deviceActivation}`}
          className={buttonClass({ palette: 'brand', variant: 'outline' })}
        >
          {texts.activateLink}
        </RouterLink>
      }
    />
  );
}
