import { useSelector } from '@xstate/react';
import { securityPage } from '../../../content/security';
import { createDataExportActors } from '../../../machines/data-export/actors';
import { dataExportMachine } from '../../../machines/data-export/machine';
import {
  accountSecurityApi,
  exportFileName,
  saveJsonFile,
} from '../../../services/account-security';
import { Button } from '../../components/kit/button';
import { useSignedInMachine } from '../../hooks/use-signed-in-machine';
import { CloseAccount } from './close-account';
import { NoticeAlert } from './notice-alert';
import { security as styles } from './security.styles';
import { SecurityCard } from './security-card';

const texts = securityPage.data;

/** Downloads the customer's data, or closes the account. */
export function DataCard() {
  const actor = useSignedInMachine(
    dataExportMachine.provide({
      actions: { saveFile: (_, data) => saveJsonFile(exportFileName(new Date()), data) },
    }),
    () => createDataExportActors(accountSecurityApi),
  );
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  return (
    <SecurityCard title={texts.title} description={texts.description}>
      <div className={styles.form}>
        <NoticeAlert notice={notice} />
        <div className={styles.actions}>
          <Button
            variant="outline"
            loading={busy}
            loadingText={texts.downloading}
            onClick={() => actor.send({ type: 'export.start' })}
          >
            {texts.download}
          </Button>
        </div>
      </div>
      <CloseAccount />
    </SecurityCard>
  );
}
