import { useMemo } from 'react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { scriptsTableTexts as texts } from '../../../content/admin/scripts';
import { adminSection } from '../../../content/admin-navigation';
import { adminScriptPath, NEW_SCRIPT_ID } from '../../../services/contract';
import { buttonClass } from '../../components/kit/button';
import { ActionAlerts } from '../../signed-in/action-alerts';
import { AdminSectionHeader } from '../admin-section-header';
import { consoleLayout } from '../components/console-layout.styles';
import { SearchableTable } from '../components/searchable-table';
import { useAdminList } from '../components/use-admin-list';
import { ScriptActionDialog } from './script-action-dialog';
import { scriptColumns } from './script-columns';
import { pageData } from './scripts.data';
import { useScriptAction, useScriptActionNotice } from './use-script-action';

/** /admin/scripts (issue 17): the catalogue, searched, sorted and paged, and its actions. */
export default function ScriptsPage() {
  const list = useAdminList(pageData.load, pageData.order);
  const action = useScriptAction(() => list.send({ type: 'list.reload' }));
  const notice = useScriptActionNotice(action);
  const columns = useMemo(() => scriptColumns(action), [action]);
  return (
    <div className={consoleLayout.stack}>
      <AdminSectionHeader
        section={adminSection.scripts}
        action={
          <RouterLink
            href={`~${adminScriptPath(NEW_SCRIPT_ID)}`}
            className={buttonClass({ palette: 'brand' })}
          >
            <LuPlus aria-hidden /> {texts.newScript}
          </RouterLink>
        }
      />
      <ActionAlerts notice={notice} />
      <SearchableTable list={list} columns={columns} texts={texts} />
      <ScriptActionDialog action={action} />
    </div>
  );
}
