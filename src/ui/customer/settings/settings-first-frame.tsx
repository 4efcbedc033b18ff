import { settingsPage } from '../../../content/customer-pages';
import { PERSON_TOKENS, SHELL_SLOT } from '../../components/app-shell-slots';
import { card } from '../../components/kit/card.styles';
import { PageHeader } from '../../signed-in/page-header';
import { pageColumn } from '../page-column.styles';
import { PurchaseInfoHeader } from './purchase-info';
import { settings as styles } from './settings.styles';

/**
 * Settings as it first shows, before its history comes: what the app shell draws for
 * /customer/settings, the person's line written in from the stored session before the app
 * starts (src/boot/signed-in-early-start.ts), so the app's first render paints the same page
 * over it. Nothing under that line: it is written after the shell's first paint, and may take
 * two or three lines on a phone, which would move whatever was drawn below it.
 */
export function SettingsFirstFrame() {
  return (
    <div className={pageColumn.wide}>
      <PageHeader title={settingsPage.title} />
      <div className={card.md.root}>
        <PurchaseInfoHeader
          person={
            <p
              className={styles.muted}
              {...{ [SHELL_SLOT.personLine]: settingsPage.person(PERSON_TOKENS) }}
            />
          }
        />
      </div>
    </div>
  );
}
